/**
 * Typed contract tests for rights protection: the option lists of the forms (business scopes, dispute types),
 * arbitration appointments (/arbitration), wage-arrears supervision appointments of type 1 (construction) and
 * type 2 (non-construction) (/supervision?type=1|2), and the member's feedback lists for both.
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

const isEpochSeconds = (n: unknown) =>
  Number.isInteger(n) && (n as number) > 1_700_000_000 && (n as number) < 1_900_000_000;

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);
const refused422 = { kind: 'http', message: 'Request failed!', detail: { status: 422 } };

const BASE = '/v1_0/seafeguardingrights/Safeguardingrights' as const;
type Body<P extends keyof paths> = paths[P] extends { post: { requestBody?: infer R } }
  ? NonNullable<R> extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;
type ArbitrationBody = Body<`${typeof BASE}/arbitrationAdd`>;
type SupervisionBody = Body<`${typeof BASE}/supervisionAdd`>;

const arbitration: ArbitrationBody = {
  fullname: '李强',
  idcard: '420106198811224517',
  mobile: '13554012345',
  company_name: '江城市恒达物流有限公司',
  dispute_type_id: 1,
  org_id: 11,
  appointment_time: 1789435800,
  facts: '本人于2025年3月入职该公司任仓库管理员，2026年6月至8月工资共计16500元至今未发放，多次催要未果。',
};

const construction: SupervisionBody = {
  type: 1,
  fullname: '王建国',
  idcard: '422201197605183312',
  mobile: '13886023456',
  company_name: '江城市宏盛建筑劳务有限公司',
  project_name: '临江县滨江花园二期住宅项目',
  project_address: '临江县滨江大道与新华路交叉口',
  amount: 286000,
  worker_num: 23,
  facts: '我班组23名钢筋工于2026年4月至7月在该项目施工，劳务费共计28.6万元至今未结清。',
};

const nonConstruction: SupervisionBody = {
  type: 2,
  fullname: '孙丽',
  idcard: '42010219950306202X',
  mobile: '15072345678',
  company_name: '江城市味道坊餐饮管理有限公司',
  business_scope_id: 3,
  amount: 9600,
  worker_num: 2,
  facts: '本人与同事在该公司门店任服务员，2026年7月、8月工资共9600元未发放。',
};

const common = {
  fullname: '王建国',
  idcard: '422201197605183312',
  mobile: '13886023456',
  company_name: '江城市宏盛建筑劳务有限公司',
  amount: 286000,
  worker_num: 23,
  facts: '劳务费至今未结清。',
};
// The typed SDK refuses these at compile time; the mock must refuse them too.
// @ts-expect-error type 1 (construction) needs project_name and project_address
const constructionWithoutProject: SupervisionBody = { type: 1, ...common };
// @ts-expect-error type 1 (construction) needs project_address
const constructionWithoutAddress: SupervisionBody = { type: 1, ...common, project_name: '临江县滨江花园二期住宅项目' };
// @ts-expect-error type 1 (construction) needs project_name
const constructionWithoutName: SupervisionBody = {
  type: 1,
  ...common,
  project_address: '临江县滨江大道与新华路交叉口',
};
// @ts-expect-error type 2 (non-construction) needs business_scope_id
const nonConstructionWithoutScope: SupervisionBody = { type: 2, ...common };

describe('option lists of the forms (businessScope, disputeType)', () => {
  it('lists the business scopes of the type 2 supervision form', async () => {
    const { client, sent } = contractClient({});
    const scopes = await client.get(`${BASE}/businessScope`);
    expect(scopes.items.length).toBeGreaterThan(0);
    for (const s of scopes.items) {
      expect(Number.isInteger(s.id)).toBe(true);
      expect(s.name.length).toBeGreaterThan(0);
    }
    expect(new Set(scopes.items.map((s) => s.id)).size).toBe(scopes.items.length);
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(query(sent[0]!.request)).toMatchObject({ platform: 'web' });
    expect(await liveBodyErrors(sent, 'businessScope')).toBe('');
  });

  it('lists the dispute types of the arbitration form', async () => {
    const { client, sent } = contractClient({});
    const types = await client.get(`${BASE}/disputeType`);
    expect(types.items.length).toBeGreaterThan(0);
    for (const t of types.items) {
      expect(Number.isInteger(t.id)).toBe(true);
      expect(t.name.length).toBeGreaterThan(0);
    }
    expect(await liveBodyErrors(sent, 'disputeType')).toBe('');
  });

  it('gives empty lists when nothing is configured', async () => {
    const { client } = contractClient({});
    expect((await client.get(`${BASE}/businessScope`, { headers: prefer('empty') })).items).toEqual([]);
    expect((await client.get(`${BASE}/disputeType`, { headers: prefer('empty') })).items).toEqual([]);
  });

  it('turns the exception example into the server-error message', async () => {
    const { client } = contractClient({});
    await expect(client.get(`${BASE}/disputeType`, { headers: prefer('exception') })).rejects.toMatchObject({
      kind: 'exception',
      message: 'Server internal error',
    });
  });
});

describe('arbitration appointment (arbitrationAdd)', () => {
  it('books an appointment with a dispute type and court picked from the lists', async () => {
    const { client, sent } = contractClient(personal);
    const types = await client.get(`${BASE}/disputeType`);
    const courts = await client.get(`${BASE}/queryOrganization`, { params: { query: { type: 'ARBITRATION_COURT' } } });
    const body = { ...arbitration, dispute_type_id: types.items[0]!.id, org_id: courts.info[0]!.id };
    const data = await client.post(`${BASE}/arbitrationAdd`, { body });
    expect(data).toBeNull();
    const { request, body: sentBody } = sent.at(-1)!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    expect(request.headers.get('user-token')).toBe(personal.token);
    expect(JSON.parse(sentBody)).toEqual({
      ...body,
      platform: 'web',
      companyid: '',
      companyId: '',
      'user-token': personal.token,
    });
    expect(await liveBodyErrors(sent, 'arbitrationAdd')).toBe('');
  });

  it.each([
    ['a bad mobile', { mobile: '10012345678' }],
    ['a bad ID card', { idcard: '42010619881122451' }],
    ['an appointment time in milliseconds as text', { appointment_time: '1789435800000' as unknown as number }],
    ['empty facts', { facts: '' }],
  ])('refuses %s', async (_label, change) => {
    const { client } = contractClient(personal);
    await expect(client.post(`${BASE}/arbitrationAdd`, { body: { ...arbitration, ...change } })).rejects.toMatchObject(
      refused422,
    );
  });

  it('refuses an appointment without a court', async () => {
    const { client } = contractClient(personal);
    const { org_id: _omitted, ...rest } = arbitration;
    await expect(client.post(`${BASE}/arbitrationAdd`, { body: rest as ArbitrationBody })).rejects.toMatchObject(
      refused422,
    );
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.post(`${BASE}/arbitrationAdd`, { body: arbitration })).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient(personal);
    const error = await client
      .post(`${BASE}/arbitrationAdd`, { body: arbitration, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });
});

describe('supervision appointment (supervisionAdd)', () => {
  it('registers a construction-sector case (type 1) with its project', async () => {
    const { client, sent } = contractClient(personal);
    const data = await client.post(`${BASE}/supervisionAdd`, { body: construction });
    expect(data).toBeNull();
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      type: 1,
      project_name: '临江县滨江花园二期住宅项目',
      'user-token': personal.token,
    });
    expect(await liveBodyErrors(sent, 'supervisionAdd')).toBe('');
  });

  it('registers a non-construction case (type 2) with a business scope from the list', async () => {
    const { client, sent } = contractClient(personal);
    const scopes = await client.get(`${BASE}/businessScope`);
    const body = { ...nonConstruction, business_scope_id: scopes.items.at(-1)!.id };
    await expect(client.post(`${BASE}/supervisionAdd`, { body })).resolves.toBeNull();
    expect(JSON.parse(sent.at(-1)!.body)).toMatchObject({ type: 2, business_scope_id: scopes.items.at(-1)!.id });
    expect(await liveBodyErrors(sent, 'supervisionAdd')).toBe('');
  });

  it('accepts the supervision organisation picked, if any', async () => {
    const { client } = contractClient(personal);
    const offices = await client.get(`${BASE}/queryOrganization`, {
      params: { query: { type: 'SUPERVISION' } },
      headers: prefer('supervision'),
    });
    await expect(
      client.post(`${BASE}/supervisionAdd`, { body: { ...construction, org_id: offices.info[0]!.id } }),
    ).resolves.toBeNull();
  });

  it.each([
    ['type 1 without project name and address', constructionWithoutProject],
    ['type 1 without project address', constructionWithoutAddress],
    ['type 1 without project name', constructionWithoutName],
    ['type 2 without business scope', nonConstructionWithoutScope],
    ['type 1 with a bad mobile', { ...construction, mobile: '1388602345' }],
    ['type 2 with a bad ID card', { ...nonConstruction, idcard: '4201021995030620XX' }],
    ['type 2 with no worker', { ...nonConstruction, worker_num: 0 }],
    ['an unknown type', { ...construction, type: 3 } as unknown as SupervisionBody],
  ])('refuses %s', async (_label, body) => {
    const { client } = contractClient(personal);
    await expect(client.post(`${BASE}/supervisionAdd`, { body })).rejects.toMatchObject(refused422);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.post(`${BASE}/supervisionAdd`, { body: nonConstruction })).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('asks to log in again when the session expired', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.post(`${BASE}/supervisionAdd`, { body: construction, headers: prefer('sessionExpired') }),
    ).rejects.toMatchObject({
      kind: 'sessionExpired',
      message: 'Please log in first',
    });
  });
});

/** What both feedback lists show: status 0 (pending) has no feedback yet; handled ones have it, after the request. */
function expectFeedback(item: {
  status: number;
  status_text?: string;
  feedback?: string;
  addtime: number;
  feedback_time?: number;
  company_name: string;
}) {
  expect([0, 1, 2, 3]).toContain(item.status);
  expect(item.status_text).toEqual(expect.any(String));
  expect(item.company_name.length).toBeGreaterThan(0);
  expect(isEpochSeconds(item.addtime)).toBe(true);
  if (item.status === 0) {
    expect(item.feedback ?? '').toBe('');
    expect(item.feedback_time ?? 0).toBe(0);
  } else {
    expect(item.feedback?.length).toBeGreaterThan(0);
    expect(isEpochSeconds(item.feedback_time)).toBe(true);
    expect(item.feedback_time!).toBeGreaterThanOrEqual(item.addtime);
  }
}

describe('feedback lists (arbitrationFeedback, supervisionFeedback)', () => {
  it("lists the member's arbitration appointments with status and feedback", async () => {
    const { client, sent } = contractClient(personal);
    const page = await client.get(`${BASE}/arbitrationFeedback`, { params: { query: { page: 1, pagesize: 10 } } });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expectFeedback(item);
      expect(isEpochSeconds(item.appointment_time)).toBe(true);
    }
    const r = sent[0]!.request;
    expect(r.headers.get('authorization')).toBe(personal.token);
    expect(query(r)).toMatchObject({ page: '1', pagesize: '10', 'user-token': personal.token });
    expect(await liveBodyErrors(sent, 'arbitrationFeedback')).toBe('');
  });

  it("lists the member's supervision appointments with status and feedback", async () => {
    const { client, sent } = contractClient(personal);
    const page = await client.get(`${BASE}/supervisionFeedback`, { params: { query: { page: 1, pagesize: 10 } } });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expectFeedback(item);
      expect([1, 2]).toContain(item.type);
      if (item.type === 1) expect(item.project_name).toEqual(expect.any(String));
      expect(item.amount).toBeGreaterThan(0);
    }
    expect(await liveBodyErrors(sent, 'supervisionFeedback')).toBe('');
  });

  it('gives empty lists to a member without appointments', async () => {
    const { client } = contractClient(personal);
    const init = { params: { query: { page: 1, pagesize: 10 } }, headers: prefer('empty') };
    expect((await client.get(`${BASE}/arbitrationFeedback`, init)).items).toEqual([]);
    expect((await client.get(`${BASE}/supervisionFeedback`, init)).items).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(
      client.get(`${BASE}/arbitrationFeedback`, { params: { query: { page: 1, pagesize: 10 } } }),
    ).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
    await expect(
      client.get(`${BASE}/supervisionFeedback`, { params: { query: { page: 1, pagesize: 10 } } }),
    ).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  // What "我的预约" shows for each named error: its alert says errorText of these (an expiry also ends the login).
  it.each([
    ['sessionExpired', { kind: 'sessionExpired', message: 'Please log in first', detail: { code: 401 } }],
    ['exception', { kind: 'exception', message: 'Server internal error' }],
    ['serverError', { kind: 'business', message: 'Service exception!', detail: { code: 500 } }],
    ['businessError', { kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } }],
  ] as const)('turns the %s example of both feedback lists into a typed ApiError', async (example, shape) => {
    const { client } = contractClient(personal);
    const init = { params: { query: { page: 1, pagesize: 10 } }, headers: prefer(example) };
    // One call at a time: a second promise made before the first settles would reject unhandled meanwhile.
    for (const path of ['arbitrationFeedback', 'supervisionFeedback'] as const) {
      const error = await client.get(`${BASE}/${path}`, init).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject(shape);
    }
  });

  it('treats code 501 as an expired session', async () => {
    const { client } = contractClient(personal);
    await expect(
      client.get(`${BASE}/supervisionFeedback`, {
        params: { query: { page: 1, pagesize: 10 } },
        headers: prefer('overdue501'),
      }),
    ).rejects.toMatchObject({ kind: 'sessionExpired', message: 'Please log in first', detail: { code: 501 } });
  });
});
