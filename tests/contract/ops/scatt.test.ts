/**
 * Typed contract tests for the gig market: publishing a casual job (/odJobs) and worker-seeking info
 * (/signInWork) as a personal member with a completed profile, and the work categories of the second form.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/errors';
import type { paths } from '../../../sdk/schema';
import {
  contractClient,
  contractOperations,
  prefer,
  tokens,
  validateResponse,
  type Sent,
} from '../../support/contract';

const personal = { token: tokens.personal.data.token };
/** The member id of the personal login example. */
const uid = (tokens.personal.data as { token: string; uid?: number }).uid ?? 58231;

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);
const refused422 = { kind: 'http', message: 'Request failed!', detail: { status: 422 } };

type JobBody = NonNullable<paths['/v1_0/scatt/Job/add']['post']['requestBody']>['content']['application/json'];
type WorkBody = NonNullable<paths['/v1_0/scatt/Work/add']['post']['requestBody']>['content']['application/json'];

const job: JobBody = {
  name: '家电清洗临时工',
  content: '东湖区小区家电清洗，需2人，工作3天，日结200元，自带工具者优先。',
  contact: '周先生',
  mobile: '13307165432',
  district: '2,21,211',
};
const work: WorkBody = {
  name: '赵师傅',
  content: '从事水电维修10年，持低压电工证，可接家庭水电安装、线路改造，江城区、东湖区均可上门。',
  category_id: 3,
  mobile: '18971234560',
  district: '1,11',
};

/** The area-tree path of the first community, as the cascader gives it: up to 3 comma-separated values. */
async function firstAreaPath(client: ReturnType<typeof contractClient>['client']) {
  const tree = await client.get('/v1_0/home/classify/index', { params: { query: { type: 'citycategory' } } });
  const district = tree[0]!;
  const street = district.children?.[0];
  const community = street?.children?.[0];
  return [district, street, community]
    .filter((n) => n !== undefined)
    .map((n) => n.value)
    .join(',');
}

const badMobiles = [
  ['a mobile with prefix 19', '19912345678'],
  ['a mobile with prefix 11', '11912345678'],
  ['a 10-digit mobile', '1330716543'],
  ['a 12-digit mobile', '133071654321'],
  ['a mobile with a dash', '133-0716543'],
] as const;

describe('work categories (scattWorkCategory)', () => {
  it('lists the categories of the worker-seeking form', async () => {
    const { client, sent } = contractClient({});
    const categories = await client.get('/v1_0/scatt/Work/category');
    expect(categories.items.length).toBeGreaterThan(0);
    for (const c of categories.items) {
      expect(Number.isInteger(c.id)).toBe(true);
      expect(c.catname.length).toBeGreaterThan(0);
    }
    expect(new Set(categories.items.map((c) => c.id)).size).toBe(categories.items.length);
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(query(sent[0]!.request)).toMatchObject({ platform: 'web' });
    expect(await liveBodyErrors(sent, 'scattWorkCategory')).toBe('');
  });

  it('gives an empty list when no category is configured', async () => {
    const { client } = contractClient({});
    expect((await client.get('/v1_0/scatt/Work/category', { headers: prefer('empty') })).items).toEqual([]);
  });
});

describe('publishing a casual job (scattJobAdd)', () => {
  it('a member with a completed profile publishes a job in a district of the area tree', async () => {
    const { client, sent } = contractClient(personal);
    const member = await client.get('/v1_0/Scatt/Job/memberInfo', { params: { query: { id: uid, utype: 2 } } });
    expect(member.info.is_refine).toBe(1);
    const district = await firstAreaPath(client);
    expect(district.split(',').length).toBeLessThanOrEqual(3);
    const data = await client.post('/v1_0/scatt/Job/add', { body: { ...job, district } });
    expect(data).toBeNull();
    const { request, body } = sent.at(-1)!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    expect(request.headers.get('user-token')).toBe(personal.token);
    expect(JSON.parse(body)).toEqual({
      ...job,
      district,
      platform: 'web',
      companyid: '',
      companyId: '',
      'user-token': personal.token,
    });
    expect(await liveBodyErrors(sent, 'scattJobAdd')).toBe('');
  });

  it.each(badMobiles)('refuses %s', async (_label, mobile) => {
    const { client } = contractClient(personal);
    await expect(client.post('/v1_0/scatt/Job/add', { body: { ...job, mobile } })).rejects.toMatchObject(refused422);
  });

  it.each(['name', 'content', 'contact', 'district'] as const)('refuses an empty %s', async (field) => {
    const { client } = contractClient(personal);
    await expect(client.post('/v1_0/scatt/Job/add', { body: { ...job, [field]: '' } })).rejects.toMatchObject(
      refused422,
    );
  });

  it('refuses a job without a contact person', async () => {
    const { client } = contractClient(personal);
    const { contact: _omitted, ...rest } = job;
    await expect(client.post('/v1_0/scatt/Job/add', { body: rest as JobBody })).rejects.toMatchObject(refused422);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.post('/v1_0/scatt/Job/add', { body: job })).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient(personal);
    const error = await client
      .post('/v1_0/scatt/Job/add', { body: job, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });
});

describe('publishing worker-seeking info (scattWorkAdd)', () => {
  it('publishes with a category picked from the category list', async () => {
    const { client, sent } = contractClient(personal);
    const categories = await client.get('/v1_0/scatt/Work/category');
    const plumbing = categories.items.find((c) => c.catname === '水电维修') ?? categories.items[0]!;
    const body = { ...work, category_id: plumbing.id };
    const data = await client.post('/v1_0/scatt/Work/add', { body });
    expect(data).toBeNull();
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({
      ...body,
      platform: 'web',
      companyid: '',
      companyId: '',
      'user-token': personal.token,
    });
    expect(await liveBodyErrors(sent, 'scattWorkAdd')).toBe('');
  });

  it.each(badMobiles)('refuses %s', async (_label, mobile) => {
    const { client } = contractClient(personal);
    await expect(client.post('/v1_0/scatt/Work/add', { body: { ...work, mobile } })).rejects.toMatchObject(refused422);
  });

  it('refuses info without a category', async () => {
    const { client } = contractClient(personal);
    const { category_id: _omitted, ...rest } = work;
    await expect(client.post('/v1_0/scatt/Work/add', { body: rest as WorkBody })).rejects.toMatchObject(refused422);
  });

  it('refuses a category id given as its name', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/scatt/Work/add', { body: { ...work, category_id: '水电维修' as unknown as number } }),
    ).rejects.toMatchObject(refused422);
  });

  it('asks to log in again when the session expired (code 401 and 501)', async () => {
    const { client } = contractClient(personal);
    for (const [name, code] of [
      ['sessionExpired', 401],
      ['overdue501', 501],
    ] as const) {
      await expect(client.post('/v1_0/scatt/Work/add', { body: work, headers: prefer(name) })).rejects.toMatchObject({
        kind: 'sessionExpired',
        message: 'Please log in first',
        detail: { code },
      });
    }
  });
});
