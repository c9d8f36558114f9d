import type { zh } from '../gov';

export const en: Record<keyof typeof zh, string> = {
  'gov.trail': 'You are here',
  'gov.trailLead': 'You are here:',
  'gov.sponsor': 'Sponsor: ',
  'gov.organiser': 'Organiser: ',
  'gov.organiserTerm': 'Organiser',
  'gov.siteCode': 'Site code: ',
  'gov.conac': 'Government website identification',
  'gov.publicSecurityEmblem': 'Public security filing emblem',
  'gov.opensNew': ' (opens in a new window)',
  'gov.siteMap': 'Site map',
  'gov.otherPages': 'Other pages',
  'gov.detailNote': ' (opened from its list)',
  'gov.address': 'Address',
  'gov.phones': 'Phone lines',
  'gov.hours': 'Service hours',
};
