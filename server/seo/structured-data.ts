/**
 * schema.org structured data for search engines (decision 027): a JobPosting for a job detail, following Google's
 * job-posting guide (required: title, description, datePosted, hiringOrganization, jobLocation; recommended:
 * baseSalary, employmentType, validThrough, identifier), and an Event for a job fair. Built only from what the
 * record says: a field it lacks is left out, never invented, and a record without a required field gives nothing.
 */
import type { OperationData } from '../../src/data/operation-data';

type Job = NonNullable<OperationData<'queryJobById'>>;
type Fair = NonNullable<OperationData<'queryJobFairById'>>;
type OnlineFair = NonNullable<OperationData<'queryOnlineJobFairById'>>;

/** Epoch seconds as ISO 8601 in the city's time zone (UTC+8). */
export function isoInCity(epochSeconds: number): string {
  const d = new Date((epochSeconds + 8 * 3600) * 1000);
  return `${d.toISOString().slice(0, 19)}+08:00`;
}

/** "6000-8000元/月" → min and max; "8000元/月" → one value; "面议" or anything else → nothing. Per month. */
export function salaryOf(money: string | undefined) {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:[-~至到]\s*(\d+(?:\.\d+)?))?\s*(?:元)?\s*(?:\/\s*月)?\s*$/.exec(money ?? '');
  if (!m) return undefined;
  const [min, max] = [Number(m[1]), m[2] === undefined ? undefined : Number(m[2])];
  const value =
    max === undefined
      ? { '@type': 'QuantitativeValue', value: min, unitText: 'MONTH' }
      : { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: 'MONTH' };
  return { '@type': 'MonetaryAmount', currency: 'CNY', value };
}

const EMPLOYMENT: Record<string, string> = { 全职: 'FULL_TIME', 兼职: 'PART_TIME', 实习: 'INTERN', 临时: 'TEMPORARY' };

const absolute = (origin: string, path: string | undefined) =>
  path ? (/^https?:\/\//.test(path) ? path : path.startsWith('/') ? `${origin}${path}` : undefined) : undefined;

/** The last part of "江城市/高新区" as the locality, the first as the region. */
function placeOf(district: string | undefined, street: string | undefined) {
  const parts = (district ?? '').split('/').filter(Boolean);
  const address: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'CN' };
  if (street) address.streetAddress = street;
  if (parts.length) address.addressLocality = parts.at(-1)!;
  if (parts.length > 1) address.addressRegion = parts[0]!;
  return { '@type': 'Place', address };
}

export function jobPosting(
  job: Job,
  { origin, url, description }: { origin: string; url: string; description: string },
) {
  if (!job.jobName || !description || !job.refreshtime || !job.companyName || !(job.address || job.district))
    return undefined;
  const salary = salaryOf(job.money);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobName,
    description,
    datePosted: isoInCity(job.refreshtime),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.companyId ? { sameAs: `${origin}/n2024/web/firmDetail?id=${job.companyId}` } : {}),
      ...(absolute(origin, job.companyLogo) ? { logo: absolute(origin, job.companyLogo) } : {}),
    },
    jobLocation: placeOf(job.district, job.address),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.nature && EMPLOYMENT[job.nature] ? { employmentType: EMPLOYMENT[job.nature] } : {}),
    ...(job.amount ? { totalJobOpenings: job.amount } : {}),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: String(job.id) },
    url,
  };
}

export function fairEvent(
  fair: Fair | OnlineFair,
  { origin, url, description }: { origin: string; url: string; description: string },
) {
  if (!fair.title || !fair.holddateStart) return undefined;
  const online = fair.online === 1;
  const address = 'address' in fair ? fair.address : undefined;
  const district = 'districtName' in fair ? fair.districtName : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: fair.title,
    startDate: isoInCity(fair.holddateStart),
    ...(fair.holddateEnd ? { endDate: isoInCity(fair.holddateEnd) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url } : placeOf(district, address),
    ...(description ? { description } : {}),
    ...(fair.organizer ? { organizer: { '@type': 'Organization', name: fair.organizer } } : {}),
    ...('thumb' in fair && absolute(origin, fair.thumb) ? { image: absolute(origin, fair.thumb) } : {}),
    url,
  };
}
