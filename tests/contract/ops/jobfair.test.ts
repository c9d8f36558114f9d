/**
 * Typed contract tests for the job-fair hall: on-site fair detail (/fairDetail) and its companies, a company
 * registering for a fair, applying for a job at a fair, and online fairs (/fairDetailOnline) with joining one.
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
const companyId = tokens.company.data.company ?? 3012;
const company = { token: tokens.company.data.token, companyId };

const MOBILE = /^1[2-8]\d{9}$/;
const isEpochSeconds = (n: unknown) =>
  Number.isInteger(n) && (n as number) > 1_700_000_000 && (n as number) < 1_900_000_000;

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);
const refused422 = { kind: 'http', message: 'Request failed!', detail: { status: 422 } };

describe('on-site job fair detail (queryJobFairById)', () => {
  it('returns the fair with its dates, place and contact', async () => {
    const { client, sent } = contractClient({});
    const fair = await client.get('/api/V2/jobfairMini/queryJobFairById', { params: { query: { id: 86 } } });
    expect(fair.id).toBe(86);
    expect(fair.title.length).toBeGreaterThan(0);
    expect(fair.online).toBe(0);
    expect(isEpochSeconds(fair.holddateStart)).toBe(true);
    expect(isEpochSeconds(fair.holddateEnd)).toBe(true);
    expect(fair.holddateEnd!).toBeGreaterThanOrEqual(fair.holddateStart);
    expect(fair.address).toEqual(expect.any(String));
    expect(fair.mobile).toMatch(MOBILE);
    expect(query(sent[0]!.request)).toMatchObject({ id: '86', platform: 'web' });
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(await liveBodyErrors(sent, 'queryJobFairById')).toBe('');
  });

  it('refuses an id that is not a positive integer', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/V2/jobfairMini/queryJobFairById', { params: { query: { id: 0 } } }),
    ).rejects.toMatchObject(refused422);
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient({});
    const error = await client
      .get('/api/V2/jobfairMini/queryJobFairById', { params: { query: { id: 86 } }, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位' });
  });
});

describe('job fair companies (queryJobFairCompanyPage)', () => {
  it('lists the companies of the fair with their booths and jobs', async () => {
    const { client, sent } = contractClient({});
    const fair = await client.get('/api/V2/jobfairMini/queryJobFairById', { params: { query: { id: 86 } } });
    const page = await client.get('/api/V2/jobfairMini/queryJobFairCompanyPage', {
      params: { query: { jobFairId: fair.id, page: 1, size: 10 } },
    });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.total).toBeLessThanOrEqual(fair.companyCount ?? Infinity);
    for (const firm of page.records) {
      expect(Number.isInteger(firm.companyId)).toBe(true);
      expect(firm.companyName.length).toBeGreaterThan(0);
      expect(firm.jobs.length).toBeGreaterThan(0);
      for (const job of firm.jobs) {
        expect(Number.isInteger(job.id)).toBe(true);
        expect(job.jobName).toEqual(expect.any(String));
        expect(job.money).toEqual(expect.any(String));
      }
    }
    expect(query(sent.at(-1)!.request)).toMatchObject({ jobFairId: '86', page: '1', size: '10' });
    expect(await liveBodyErrors(sent, 'queryJobFairCompanyPage')).toBe('');
  });

  it('gives an empty list for a fair no company joined yet', async () => {
    const { client } = contractClient({});
    const page = await client.get('/api/V2/jobfairMini/queryJobFairCompanyPage', {
      params: { query: { jobFairId: 86, page: 1, size: 10 } },
      headers: prefer('empty'),
    });
    expect(page.records).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('refuses a call without the fair id', async () => {
    const { client } = contractClient({});
    const noFair = { page: 1, size: 10 } as unknown as { jobFairId: number };
    await expect(
      client.get('/api/V2/jobfairMini/queryJobFairCompanyPage', { params: { query: noFair } }),
    ).rejects.toMatchObject(refused422);
  });
});

describe('a company registers for a fair (addJobfairCompany)', () => {
  it('registers the logged-in company with two of its jobs', async () => {
    const { client, sent } = contractClient(company);
    const own = await client.get('/v1_0/company/jobs/index', { params: { query: { page: 1, pagesize: 10 } } });
    const jobIds = own.items.slice(0, 2).map((j) => j.id);
    const data = await client.post('/api/V2/jobfairMini/addJobfairCompany', {
      body: { jobFairId: 86, companyId, jobIds },
    });
    expect(data).toBeNull();
    const { request, body } = sent.at(-1)!;
    expect(request.headers.get('authorization')).toBe(company.token);
    expect(request.headers.get('user-token')).toBeNull();
    expect(JSON.parse(body)).toMatchObject({
      jobFairId: 86,
      companyId,
      jobIds,
      platform: 'web',
      companyid: String(companyId),
    });
    expect(await liveBodyErrors(sent, 'addJobfairCompany')).toBe('');
  });

  it('refuses a registration without any job', async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/api/V2/jobfairMini/addJobfairCompany', { body: { jobFairId: 86, companyId, jobIds: [] } }),
    ).rejects.toMatchObject(refused422);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(
      client.post('/api/V2/jobfairMini/addJobfairCompany', { body: { jobFairId: 86, companyId, jobIds: [10245] } }),
    ).rejects.toMatchObject({ kind: 'http', message: 'Login expired! Please log in again', detail: { status: 401 } });
  });

  it('asks the company to log in again when its session expired', async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/api/V2/jobfairMini/addJobfairCompany', {
        body: { jobFairId: 86, companyId, jobIds: [10245] },
        headers: prefer('sessionExpired'),
      }),
    ).rejects.toMatchObject({ kind: 'sessionExpired', message: 'Please log in first' });
  });

  it('refuses a second registration in words the company can read', async () => {
    const { client, sent } = contractClient(company);
    await expect(
      client.post('/api/V2/jobfairMini/addJobfairCompany', {
        body: { jobFairId: 86, companyId, jobIds: [10245] },
        headers: prefer('alreadyRegistered'),
      }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: '贵单位已报名本场招聘会，请勿重复报名',
      detail: { code: 409 },
    });
    expect(await liveBodyErrors(sent, 'addJobfairCompany')).toBe('');
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/api/V2/jobfairMini/addJobfairCompany', {
        body: { jobFairId: 86, companyId, jobIds: [10245] },
        headers: prefer('businessError'),
      }),
    ).rejects.toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位' });
  });
});

describe('applying for a job at a fair (jobApplyAdd01)', () => {
  it('a personal member applies for a job a fair company shows', async () => {
    const { client, sent } = contractClient(personal);
    const firms = await client.get('/api/V2/jobfairMini/queryJobFairCompanyPage', {
      params: { query: { jobFairId: 86, page: 1, size: 10 } },
    });
    const jobid = firms.records[0]!.jobs[0]!.id;
    const data = await client.post('/v1_0/member/index/jobApplyAdd01', { body: { jobid, jobFairId: 86 } });
    expect(data).toBeNull();
    const { request, body } = sent.at(-1)!;
    expect(request.headers.get('user-token')).toBe(personal.token);
    expect(JSON.parse(body)).toMatchObject({ jobid, jobFairId: 86, 'user-token': personal.token, companyid: '' });
    expect(await liveBodyErrors(sent, 'jobApplyAdd01')).toBe('');
  });

  it('refuses an application without the fair', async () => {
    const { client } = contractClient(personal);
    const noFair = { jobid: 10245 } as unknown as { jobid: number; jobFairId: number };
    await expect(client.post('/v1_0/member/index/jobApplyAdd01', { body: noFair })).rejects.toMatchObject(refused422);
  });

  it('says "already applied" at the fair with the same code 409 as jobApplyAdd', async () => {
    const { client, sent } = contractClient(personal);
    const error = await client
      .post('/v1_0/member/index/jobApplyAdd01', {
        body: { jobid: 10245, jobFairId: 86 },
        headers: prefer('alreadyApplied'),
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', message: '您已投递过该职位，请勿重复投递', detail: { code: 409 } });
    expect(isAlreadyDone(error)).toBe(true);
    expect(await liveBodyErrors(sent, 'jobApplyAdd01')).toBe('');
  });

  it('shows the server message of a business error, not taken for "already applied"', async () => {
    const { client } = contractClient(personal);
    const error = await client
      .post('/v1_0/member/index/jobApplyAdd01', {
        body: { jobid: 10245, jobFairId: 86 },
        headers: prefer('businessError'),
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
    expect(isAlreadyDone(error)).toBe(false);
  });

  it('refuses a visitor (no token)', async () => {
    const { client } = contractClient({});
    await expect(
      client.post('/v1_0/member/index/jobApplyAdd01', { body: { jobid: 10245, jobFairId: 86 } }),
    ).rejects.toMatchObject({ kind: 'http', detail: { status: 401 } });
  });

  it('treats an exception answer as a server error', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/member/index/jobApplyAdd01', {
        body: { jobid: 10245, jobFairId: 86 },
        headers: prefer('exception'),
      }),
    ).rejects.toMatchObject({ kind: 'exception', message: 'Server internal error', detail: { code: 404 } });
  });
});

describe('online job fairs (queryOnlineJobFairPage, queryOnlineJobFairById)', () => {
  it('lists online fairs with dates, status and cover', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/V2/jobfairOnline/queryOnlineJobFairPage', {
      params: { query: { page: 1, size: 10 } },
    });
    expect(page.records.length).toBeGreaterThan(0);
    for (const fair of page.records) {
      expect(fair.online).toBe(1);
      expect(isEpochSeconds(fair.holddateStart)).toBe(true);
      expect(isEpochSeconds(fair.holddateEnd)).toBe(true);
      expect([0, 1, 2]).toContain(fair.status);
      expect(fair.thumb).toMatch(/^\/n2024\/|^https?:\/\//);
    }
    expect(await liveBodyErrors(sent, 'queryOnlineJobFairPage')).toBe('');
  });

  it('searches by keyword and gives an empty list when nothing matches', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/V2/jobfairOnline/queryOnlineJobFairPage', {
      params: { query: { page: 1, size: 10, keyWord: '不存在的招聘会' } },
      headers: prefer('empty'),
    });
    expect(page.records).toEqual([]);
    expect(query(sent[0]!.request).keyWord).toBe('不存在的招聘会');
  });

  it('opens the online fair the list links to', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/V2/jobfairOnline/queryOnlineJobFairPage', {
      params: { query: { page: 1, size: 10 } },
    });
    const linked = page.records[0]!;
    const fair = await client.get('/api/V2/jobfairOnline/queryOnlineJobFairById', {
      params: { query: { id: linked.id } },
    });
    expect(fair.id).toBe(linked.id);
    expect(fair.title).toBe(linked.title);
    expect(fair.holddateStart).toBe(linked.holddateStart);
    expect(fair.status).toBe(linked.status);
    expect([0, 1]).toContain(fair.joined);
    expect(await liveBodyErrors(sent, 'queryOnlineJobFairById')).toBe('');
  });

  it('treats code 501 as an expired session', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/V2/jobfairOnline/queryOnlineJobFairById', {
        params: { query: { id: 112 } },
        headers: prefer('overdue501'),
      }),
    ).rejects.toMatchObject({ kind: 'sessionExpired', message: 'Please log in first', detail: { code: 501 } });
  });
});

describe('joining an online fair (joinOnlineJobfair)', () => {
  it('a personal member joins a running online fair with a resume', async () => {
    const { client, sent } = contractClient(personal);
    const fair = await client.get('/api/V2/jobfairOnline/queryOnlineJobFairById', { params: { query: { id: 112 } } });
    expect(fair.joined).toBe(0);
    const data = await client.post('/api/V2/jobfairOnline/joinOnlineJobfair', {
      body: { jobFairId: fair.id, resumeId: 5521 },
    });
    expect(data).toBeNull();
    const { request, body } = sent.at(-1)!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    expect(JSON.parse(body)).toMatchObject({ jobFairId: 112, resumeId: 5521, platform: 'web' });
    expect(await liveBodyErrors(sent, 'joinOnlineJobfair')).toBe('');
  });

  it('a company joins with the jobs it chose, without a resume', async () => {
    const { client, sent } = contractClient(company);
    const own = await client.get('/v1_0/company/jobs/index', { params: { query: { page: 1, pagesize: 10 } } });
    const jobIds = own.items.slice(0, 2).map((j) => j.id);
    await expect(
      client.post('/api/V2/jobfairOnline/joinOnlineJobfair', { body: { jobFairId: 112, jobIds } }),
    ).resolves.toBeNull();
    const { request, body } = sent.at(-1)!;
    expect(request.headers.get('authorization')).toBe(company.token);
    expect(JSON.parse(body)).toMatchObject({ jobFairId: 112, jobIds, companyid: String(companyId) });
    expect(JSON.parse(body)).not.toHaveProperty('resumeId');
  });

  it('a personal member joins with the default resume (no resumeId)', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/api/V2/jobfairOnline/joinOnlineJobfair', { body: { jobFairId: 112 } }),
    ).resolves.toBeNull();
  });

  it('refuses a company join with an empty job list', async () => {
    const { client } = contractClient(company);
    await expect(
      client.post('/api/V2/jobfairOnline/joinOnlineJobfair', { body: { jobFairId: 112, jobIds: [] } }),
    ).rejects.toMatchObject(refused422);
  });

  it.each([
    ['alreadyJoined', '您已参加本场网络招聘会，请勿重复提交', 409],
    ['noResume', '您还没有简历，请先到会员中心创建简历', 50009],
  ])('refuses with %s in words the member can read', async (example, message, code) => {
    const { client, sent } = contractClient(personal);
    await expect(
      client.post('/api/V2/jobfairOnline/joinOnlineJobfair', { body: { jobFairId: 112 }, headers: prefer(example) }),
    ).rejects.toMatchObject({ kind: 'business', message, detail: { code } });
    expect(await liveBodyErrors(sent, 'joinOnlineJobfair')).toBe('');
  });

  it('refuses a join without the fair id', async () => {
    const { client } = contractClient(personal);
    const noFair = { resumeId: 5521 } as unknown as { jobFairId: number };
    await expect(client.post('/api/V2/jobfairOnline/joinOnlineJobfair', { body: noFair })).rejects.toMatchObject(
      refused422,
    );
  });

  it('shows "Service exception!" for a business error without a message', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/api/V2/jobfairOnline/joinOnlineJobfair', {
        body: { jobFairId: 112 },
        headers: prefer('serverError'),
      }),
    ).rejects.toMatchObject({ kind: 'business', message: 'Service exception!', detail: { code: 500 } });
  });
});
