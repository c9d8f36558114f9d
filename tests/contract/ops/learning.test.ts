/**
 * Typed contract tests for learning skills and career guidance: skill (school major) detail and types, signing
 * up for a course, mentor detail, mini classes and recruitment-news detail.
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

const MOBILE = /^1[2-8]\d{9}$/;
const isEpochSeconds = (n: unknown) =>
  Number.isInteger(n) && (n as number) > 1_700_000_000 && (n as number) < 1_900_000_000;
const isLocalOrHttpUrl = /^\/n2024\/|^https?:\/\//;

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);
const refused422 = { kind: 'http', message: 'Request failed!', detail: { status: 422 } };

type SignUpBody = NonNullable<
  paths['/v1_0/school/Schoolpaglogin/schoolSignUp']['post']['requestBody']
>['content']['application/json'];
const signUp: SignUpBody = { majorId: 31, fullname: '张伟', mobile: '13912345678', idcard: '420102199003151234' };

describe('skill types (schoolType)', () => {
  it('lists the skill types /skillType shows', async () => {
    const { client, sent } = contractClient({});
    const types = await client.get('/v1_0/school/Schoolpag/schoolType');
    expect(types.items.length).toBeGreaterThan(0);
    for (const t of types.items) {
      expect(Number.isInteger(t.id)).toBe(true);
      expect(t.name.length).toBeGreaterThan(0);
    }
    expect(new Set(types.items.map((t) => t.id)).size).toBe(types.items.length);
    expect(query(sent[0]!.request)).toMatchObject({ platform: 'web' });
    expect(await liveBodyErrors(sent, 'schoolType')).toBe('');
  });

  it('gives an empty list when no type is configured', async () => {
    const { client } = contractClient({});
    const types = await client.get('/v1_0/school/Schoolpag/schoolType', { headers: prefer('empty') });
    expect(types.items).toEqual([]);
  });
});

describe('skill detail (schoolDetail)', () => {
  it('returns the course under data.info with what /learnDetail shows', async () => {
    const { client, sent } = contractClient({});
    const { info } = await client.get('/v1_0/school/Schoolpag/schoolDetail', { params: { query: { id: 31 } } });
    expect(info.id).toBe(31);
    expect(info.major_name.length).toBeGreaterThan(0);
    expect(info.school_name.length).toBeGreaterThan(0);
    expect(info.content.length).toBeGreaterThan(0);
    expect(isEpochSeconds(info.enrol_starttime)).toBe(true);
    expect(isEpochSeconds(info.enrol_endtime)).toBe(true);
    expect(info.enrol_endtime!).toBeGreaterThan(info.enrol_starttime!);
    expect(info.mobile).toMatch(MOBILE);
    expect(Number.isInteger(info.signup_num)).toBe(true);
    expect(query(sent[0]!.request)).toMatchObject({ id: '31', platform: 'web' });
    expect(await liveBodyErrors(sent, 'schoolDetail')).toBe('');
  });

  it("names one of schoolType's types", async () => {
    const { client } = contractClient({});
    const types = await client.get('/v1_0/school/Schoolpag/schoolType');
    const { info } = await client.get('/v1_0/school/Schoolpag/schoolDetail', { params: { query: { id: 31 } } });
    expect(types.items).toContainEqual({ id: info.type_id, name: info.type_name });
  });

  it('refuses a missing id', async () => {
    const { client } = contractClient({});
    const noId = {} as unknown as { id: number };
    await expect(client.get('/v1_0/school/Schoolpag/schoolDetail', { params: { query: noId } })).rejects.toMatchObject(
      refused422,
    );
  });
});

describe('course sign-up (schoolSignUp)', () => {
  it('signs a personal member up; the token travels in header and body', async () => {
    const { client, sent } = contractClient(personal);
    const data = await client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: signUp });
    expect(data).toBeNull();
    const { request, body } = sent[0]!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    expect(request.headers.get('user-token')).toBe(personal.token);
    expect(JSON.parse(body)).toEqual({
      ...signUp,
      platform: 'web',
      companyid: '',
      companyId: '',
      'user-token': personal.token,
    });
    expect(await liveBodyErrors(sent, 'schoolSignUp')).toBe('');
  });

  it('accepts an ID card ending in X', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: { ...signUp, idcard: '42010219920816302X' } }),
    ).resolves.toBeNull();
  });

  it.each([
    ['a mobile with prefix 19', { mobile: '19912345678' }],
    ['a 10-digit mobile', { mobile: '1391234567' }],
    ['a 15-digit ID card', { idcard: '420102900315123' }],
    ['an ID card with a letter inside', { idcard: '42010219900315A234' }],
    ['an empty name', { fullname: '' }],
  ])('refuses %s', async (_label, change) => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: { ...signUp, ...change } }),
    ).rejects.toMatchObject(refused422);
  });

  it('refuses a sign-up without an ID card', async () => {
    const { client } = contractClient(personal);
    const { idcard: _omitted, ...rest } = signUp;
    await expect(
      client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: rest as SignUpBody }),
    ).rejects.toMatchObject(refused422);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: signUp })).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('asks to log in again when the session expired', async () => {
    const { client } = contractClient(personal);
    const error = await client
      .post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: signUp, headers: prefer('sessionExpired') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'sessionExpired', message: 'Please log in first', detail: { code: 401 } });
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: signUp, headers: prefer('businessError') }),
    ).rejects.toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });

  // The dialog says these in the server's words (decision 014: the profile is checked before, the backend may
  // still refuse).
  // "Already signed up" has its own code (409), so the page can show the course as signed up (decision 013).
  it.each([
    ['alreadySignedUp', '您已报名该课程，请勿重复报名', 409],
    ['profileIncomplete', '请先完善个人资料后再报名', 50009],
  ])('refuses with %s in words the member can read', async (example, message, code) => {
    const { client, sent } = contractClient(personal);
    await expect(
      client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: signUp, headers: prefer(example) }),
    ).rejects.toMatchObject({ kind: 'business', message, detail: { code } });
    expect(await liveBodyErrors(sent, 'schoolSignUp')).toBe('');
  });

  it('reports an exception answer as a server error', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body: signUp, headers: prefer('exception') }),
    ).rejects.toMatchObject({ kind: 'exception', message: 'Server internal error', detail: { code: 404 } });
  });
});

describe('mentor detail (queryJobTeacherById)', () => {
  it('returns the mentor with picture, skills and introduction', async () => {
    const { client, sent } = contractClient({});
    const mentor = await client.get('/api/web/queryJobTeacherById', { params: { query: { id: 7 } } });
    expect(mentor.id).toBe(7);
    expect(mentor.name.length).toBeGreaterThan(0);
    expect(mentor.picture).toMatch(isLocalOrHttpUrl);
    expect(mentor.skilled).toEqual(expect.any(String));
    expect(mentor.introduction).toEqual(expect.any(String));
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(await liveBodyErrors(sent, 'queryJobTeacherById')).toBe('');
  });

  it('turns the exception example into the server-error message', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/web/queryJobTeacherById', { params: { query: { id: 7 } }, headers: prefer('exception') }),
    ).rejects.toMatchObject({
      kind: 'exception',
      message: 'Server internal error',
    });
  });
});

describe('mini classes (queryMiniClassPage, queryMiniClassById)', () => {
  it('gives the home page its 2 mini classes with title and thumbnail', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/web/queryMiniClassPage', { params: { query: { page: 1, size: 2 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(2);
    for (const c of page.records.slice(0, 2)) {
      expect(Number.isInteger(c.id)).toBe(true);
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.thumbnail).toMatch(isLocalOrHttpUrl);
    }
    expect(query(sent[0]!.request)).toMatchObject({ page: '1', size: '2', platform: 'web' });
    expect(await liveBodyErrors(sent, 'queryMiniClassPage')).toBe('');
  });

  it('gives an empty list when there are no classes', async () => {
    const { client } = contractClient({});
    const page = await client.get('/api/web/queryMiniClassPage', {
      params: { query: { page: 1, size: 10 } },
      headers: prefer('empty'),
    });
    expect(page.records).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('opens the class the list links to', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/web/queryMiniClassPage', { params: { query: { page: 1, size: 10 } } });
    const linked = page.records[0]!;
    const clazz = await client.get('/api/web/queryMiniClassById', { params: { query: { id: linked.id } } });
    expect(clazz.id).toBe(linked.id);
    expect(clazz.title).toBe(linked.title);
    expect(clazz.thumbnail).toBe(linked.thumbnail);
    expect(isEpochSeconds(clazz.addtime)).toBe(true);
    expect(clazz.video_url).toMatch(isLocalOrHttpUrl);
    expect(await liveBodyErrors(sent, 'queryMiniClassById')).toBe('');
  });
});

describe('recruitment news detail (getInfoById)', () => {
  it('returns the article with its HTML content and publishing time', async () => {
    const { client, sent } = contractClient({});
    const article = await client.get('/api/Information/getInfoById', { params: { query: { id: 508 } } });
    expect(article.id).toBe(508);
    expect(article.title.length).toBeGreaterThan(0);
    expect(article.content).toMatch(/<p>/);
    expect(article.link_url).toBe('');
    expect(isEpochSeconds(article.addtime)).toBe(true);
    expect(Number.isInteger(article.click)).toBe(true);
    expect(query(sent[0]!.request)).toMatchObject({ id: '508' });
    expect(await liveBodyErrors(sent, 'getInfoById')).toBe('');
  });

  it('reports an empty business error as "Service exception!"', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/Information/getInfoById', { params: { query: { id: 508 } }, headers: prefer('serverError') }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: 'Service exception!',
    });
  });
});
