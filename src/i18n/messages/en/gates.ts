import type { zh } from '../gates';

/** English: the specification's English strings word for word where it has them. */
export const en: Record<keyof typeof zh, string> = {
  'gates.goLogin': 'Go log in',
  'gates.goSwitch': 'Switch identity',
  'gates.goRefine': 'Complete profile',
  'gates.loginFirst': 'Please log in first',
  'gates.loginMessage': 'Log in to use this service.',
  'gates.loginCompanyTitle': 'Log in as a company',
  'gates.loginCompanyMessage': 'This service is for company accounts. Please log in with a company account first.',
  'gates.switchTitle': 'Switch identity',
  'gates.switchToCompanyMessage': 'This service is for company accounts. Switch to your company identity?',
  'gates.switchToPersonalMessage': 'This service is for personal accounts. Switch to your personal identity?',
  'gates.refineTitle': 'Please complete your profile first',
  'gates.refineMessage':
    'Complete your personal or company profile to use this service. You will be taken to the member centre.',
  'gates.sessionExpiredMessage': 'Your login has expired. Please log in again.',
  'gates.companyOnly': 'This page is for logged-in company accounts.',
  'gates.profileRequired': 'This page needs a login and a completed profile.',
  'gates.checking': 'Checking your account…',
  'gates.checkFailed': 'Your account could not be checked: {reason}',
  'toast.label': 'Notifications',
  'toast.dismiss': 'Dismiss',
  'loading.label': 'Loading',
  'ad.label': 'Floating advert',
  'ad.image': 'Advert',
  'ad.pause': 'Pause movement',
  'ad.close': 'Close advert',
} as const;
