/**
 * Typed contract tests for the job pages: job detail (/jobDetail), company detail and its open jobs (/firmDetail),
 * a personal member's job application (and its "already applied" answer), and the logged-in company's own job list.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/errors';
import { isAlreadyDone } from '../../../src/data/already-done';
import {
  contractClient,
  contractOperations,
  prefer,
  tokens,
  validateResponse,
  type Sent,
} from '../../support/contract';

const personal = { token: tokens.personal.data.token };
const company = { token: tokens.company.data.token, companyId: tokens.company.data.company ?? null };

const MOBILE = /^1[2-8]\d{9}$/;
/** Epoch seconds of the contract's era (2023..2030), never milliseconds. */
const isEpochSeconds = (n: unknown) =>
  Number.isInteger(n) && (n as number) > 1_700_000_000 && (n as number) < 1_900_000_000;

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
/** The schema errors of the last live response body ('' when it validates). */
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);

describe('company jobs (queryJobListByCompanyId)', () => {
  it('lists the open jobs of the company on /firmDetail, all of that company', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/web/queryJobListByCompanyId', {
      params: { query: { comId: 2301, page: 1, size: 10 } },
    });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.records.length);
    for (const job of page.records) {
      expect(job.companyId).toBe(2301);
      expect(job.jobName).toEqual(expect.any(String));
      expect(job.money).toEqual(expect.any(String));
      expect(isEpochSeconds(job.refreshtime)).toBe(true);
    }
    expect(query(sent[0]!.request)).toMatchObject({ comId: '2301', page: '1', size: '10', platform: 'web' });
    expect(await liveBodyErrors(sent, 'queryJobListByCompanyId')).toBe('');
  });

  it('gives an empty list for a company without open jobs', async () => {
    const { client } = contractClient({});
    const page = await client.get('/api/web/queryJobListByCompanyId', {
      params: { query: { comId: 2301, page: 1, size: 10 } },
      headers: prefer('empty'),
    });
    expect(page.records).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('refuses a call without the company id', async () => {
    const { client } = contractClient({});
    const missing = { page: 1, size: 10 } as unknown as { comId: number };
    await expect(client.get('/api/web/queryJobListByCompanyId', { params: { query: missing } })).rejects.toMatchObject({
      kind: 'http',
      message: 'Request failed!',
      detail: { status: 422 },
    });
  });
});

describe('job detail (queryJobById)', () => {
  it('returns the job a company job list links to, with what /jobDetail shows', async () => {
    const { client, sent } = contractClient({});
    const list = await client.get('/api/web/queryJobListByCompanyId', {
      params: { query: { comId: 2301, page: 1, size: 10 } },
    });
    const linked = list.records[0]!;
    const job = await client.get('/api/web/queryJobById', { params: { query: { id: linked.id } } });
    expect(job.id).toBe(linked.id);
    expect(job.jobName).toBe(linked.jobName);
    expect(job.companyId).toBe(linked.companyId);
    expect(job.description).toEqual(expect.any(String));
    expect(job.description.length).toBeGreaterThan(0);
    expect(isEpochSeconds(job.refreshtime)).toBe(true);
    expect(job.mobile).toMatch(MOBILE);
    expect(job.welfare?.every((w) => typeof w === 'string')).toBe(true);
    expect(await liveBodyErrors(sent, 'queryJobById')).toBe('');
  });

  it('is public: no Authorization even for a logged-in member', async () => {
    const { client, sent } = contractClient(personal);
    await client.get('/api/web/queryJobById', { params: { query: { id: 10245 } } });
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(query(sent[0]!.request)).toMatchObject({ id: '10245', platform: 'web' });
  });

  it('shows the business message of a job taken offline', async () => {
    const { client } = contractClient({});
    const error = await client
      .get('/api/web/queryJobById', { params: { query: { id: 10245 } }, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });

  it('turns the exception example into the server-error message', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/web/queryJobById', { params: { query: { id: 10245 } }, headers: prefer('exception') }),
    ).rejects.toMatchObject({
      kind: 'exception',
      message: 'Server internal error',
    });
  });
});

describe('company detail (queryCompanyById)', () => {
  it('returns the company a job detail links to', async () => {
    const { client, sent } = contractClient({});
    const job = await client.get('/api/web/queryJobById', { params: { query: { id: 10245 } } });
    const firm = await client.get('/api/web/queryCompanyById', { params: { query: { id: job.companyId } } });
    expect(firm.id).toBe(job.companyId);
    expect(firm.companyName).toBe(job.companyName);
    expect(firm.mobile).toMatch(MOBILE);
    expect(Number.isInteger(firm.jobCount)).toBe(true);
    expect(query(sent.at(-1)!.request)).toMatchObject({ id: String(job.companyId) });
    expect(await liveBodyErrors(sent, 'queryCompanyById')).toBe('');
  });

  it('reports an empty business error as "Service exception!"', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/web/queryCompanyById', { params: { query: { id: 2301 } }, headers: prefer('serverError') }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: 'Service exception!',
      detail: { code: 500 },
    });
  });
});

describe('job application (jobApplyAdd)', () => {
  it('a personal member applies with a resume; token travels in header and body', async () => {
    const { client, sent } = contractClient(personal);
    const data = await client.post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245, resumeid: 5521 } });
    expect(data).toBeNull();
    const { request, body } = sent[0]!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    expect(request.headers.get('user-token')).toBe(personal.token);
    expect(JSON.parse(body)).toEqual({
      jobid: 10245,
      resumeid: 5521,
      platform: 'web',
      companyid: '',
      companyId: '',
      'user-token': personal.token,
    });
    expect(await liveBodyErrors(sent, 'jobApplyAdd')).toBe('');
  });

  it('applies with the default resume when none is picked (what the portal sends): no resumeid on the wire', async () => {
    const { client, sent } = contractClient(personal);
    await expect(client.post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 } })).resolves.toBeNull();
    expect(JSON.parse(sent[0]!.body)).not.toHaveProperty('resumeid');
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ jobid: 10245, 'user-token': personal.token });
  });

  it('says "already applied" with its own code 409 and its words, a valid answer of the contract', async () => {
    const { client, sent } = contractClient(personal);
    const error = await client
      .post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 }, headers: prefer('alreadyApplied') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      message: '您已投递过该职位，请勿重复投递',
      detail: { code: 409 },
    });
    expect(isAlreadyDone(error)).toBe(true);
    expect(await liveBodyErrors(sent, 'jobApplyAdd')).toBe('');
  });

  it('does not take another business error for "already applied"', async () => {
    const { client } = contractClient(personal);
    const error = await client
      .post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 }, headers: prefer('serverError') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', message: 'Service exception!', detail: { code: 500 } });
    expect(isAlreadyDone(error)).toBe(false);
  });

  it('refuses an application without a job id', async () => {
    const { client } = contractClient(personal);
    const noJob = { resumeid: 5521 } as unknown as { jobid: number };
    await expect(client.post('/v1_0/member/index/jobApplyAdd', { body: noJob })).rejects.toMatchObject({
      kind: 'http',
      message: 'Request failed!',
      detail: { status: 422 },
    });
  });

  it('refuses a visitor (no token)', async () => {
    const { client } = contractClient({});
    await expect(client.post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 } })).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('asks to log in again when the session expired', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 }, headers: prefer('sessionExpired') }),
    ).rejects.toMatchObject({
      kind: 'sessionExpired',
      message: 'Please log in first',
      detail: { code: 401 },
    });
  });

  it('shows the server message when the job went offline', async () => {
    const { client } = contractClient(personal);
    const error = await client
      .post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 }, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
    expect(isAlreadyDone(error)).toBe(false);
  });

  it('turns the exception example into the server-error message', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 }, headers: prefer('exception') }),
    ).rejects.toMatchObject({ kind: 'exception', message: 'Server internal error', detail: { code: 404 } });
  });
});

describe("the company's own jobs (companyJobsIndex)", () => {
  it('lists the jobs of the logged-in company, with its id and token on the wire', async () => {
    const { client, sent } = contractClient(company);
    const page = await client.get('/v1_0/company/jobs/index', { params: { query: { page: 1, pagesize: 10 } } });
    expect(page.items.length).toBeGreaterThan(0);
    for (const job of page.items) {
      expect(Number.isInteger(job.id)).toBe(true);
      expect(job.jobName.length).toBeGreaterThan(0);
      expect(isEpochSeconds(job.refreshtime)).toBe(true);
    }
    const r = sent[0]!.request;
    expect(r.headers.get('authorization')).toBe(company.token);
    expect(query(r)).toMatchObject({
      page: '1',
      pagesize: '10',
      companyid: String(company.companyId),
      'user-token': company.token,
    });
    expect(await liveBodyErrors(sent, 'companyJobsIndex')).toBe('');
  });

  it('gives an empty list to a company without jobs', async () => {
    const { client } = contractClient(company);
    const page = await client.get('/v1_0/company/jobs/index', {
      params: { query: { page: 1, pagesize: 10 } },
      headers: prefer('empty'),
    });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('treats code 501 as an expired session', async () => {
    const { client } = contractClient(company);
    await expect(
      client.get('/v1_0/company/jobs/index', {
        params: { query: { page: 1, pagesize: 10 } },
        headers: prefer('overdue501'),
      }),
    ).rejects.toMatchObject({
      kind: 'sessionExpired',
      message: 'Please log in first',
      detail: { code: 501 },
    });
  });

  it('refuses a visitor (no token)', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/v1_0/company/jobs/index', { params: { query: { page: 1, pagesize: 10 } } }),
    ).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });
});
