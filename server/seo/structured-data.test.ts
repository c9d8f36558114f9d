import { describe, expect, it } from 'vitest';
import { exampleData } from '../../tests/support/contract-examples';
import { fairEvent, isoInCity, jobPosting, salaryOf } from './structured-data';

const origin = 'https://jobs.example';
const job = exampleData('get', '/api/web/queryJobById');

describe('JobPosting from a job detail', () => {
  const posting = jobPosting(job, {
    origin,
    url: `${origin}/n2024/web/jobDetail?id=${job.id}`,
    description: '岗位职责',
  })!;

  it("has every field Google's job posting guide requires", () => {
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.jobName,
      description: '岗位职责',
      datePosted: isoInCity(job.refreshtime),
      hiringOrganization: { '@type': 'Organization', name: job.companyName },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'CN' } },
    });
    expect(posting.jobLocation.address.streetAddress).toBe(job.address);
    expect(posting.datePosted).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });

  it('gives the salary range of "8000-12000元/月" as a monthly CNY range, and the employment type', () => {
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CNY',
      value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
    });
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.identifier).toMatchObject({ value: String(job.id) });
  });

  it('gives no salary for 面议 and one value for a single figure', () => {
    expect(salaryOf('面议')).toBeUndefined();
    expect(salaryOf('6000-8000')?.value).toMatchObject({ minValue: 6000, maxValue: 8000 });
    expect(salaryOf('5000元/月')?.value).toEqual({ '@type': 'QuantitativeValue', value: 5000, unitText: 'MONTH' });
  });

  it('gives no JobPosting at all for a record without a required field', () => {
    expect(jobPosting({ ...job, companyName: '' }, { origin, url: origin, description: 'x' })).toBeUndefined();
    expect(jobPosting(job, { origin, url: origin, description: '' })).toBeUndefined();
  });
});

describe('Event from a job fair', () => {
  it('places an on-site fair at its address, with its dates', () => {
    const fair = exampleData('get', '/api/V2/jobfairMini/queryJobFairById');
    const event = fairEvent(fair, { origin, url: `${origin}/x`, description: '介绍' })!;
    expect(event).toMatchObject({
      '@type': 'Event',
      name: fair.title,
      startDate: isoInCity(fair.holddateStart),
      endDate: isoInCity(fair.holddateEnd),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { streetAddress: fair.address } },
      organizer: { name: fair.organizer },
    });
  });

  it('puts an online fair at a virtual location', () => {
    const fair = exampleData('get', '/api/V2/jobfairOnline/queryOnlineJobFairById');
    const event = fairEvent(fair, { origin, url: `${origin}/online`, description: '' })!;
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(event.location).toEqual({ '@type': 'VirtualLocation', url: `${origin}/online` });
  });
});
