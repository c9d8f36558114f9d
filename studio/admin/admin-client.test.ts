import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, StudioApiError } from '../service/studio-client';
import {
  auditCsvHref,
  auditQuery,
  createAccount,
  listAccounts,
  listAudit,
  localDay,
  refusalCode,
  updateAccount,
} from './admin-client';

const reply = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The service as a list of answers, one per call; each call's address and options are kept. */
function service(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? reply(500, {}));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ANNA = { name: 'anna', role: 'editor', disabled: false, createdAt: '2026-11-20T08:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

describe('admin-client', () => {
  it('lists the accounts', async () => {
    const fetch = service(reply(200, { accounts: [ANNA] }));
    expect(await listAccounts()).toEqual([ANNA]);
    expect(fetch.mock.calls[0]![0]).toMatch(/\/studio\/api\/accounts$/);
  });

  it('creates and changes accounts as JSON with the session’s CSRF token', async () => {
    const fetch = service(
      reply(200, { name: 'root', role: 'admin', csrfToken: 'tok-1', review: 'required' }),
      reply(201, { account: ANNA }),
      reply(200, { account: { ...ANNA, disabled: true } }),
    );
    await signIn('root', 'root-password-1');
    expect(await createAccount({ name: 'anna', role: 'editor', password: 'anna-password-1' })).toEqual(ANNA);
    expect(await updateAccount('anna', { disabled: true })).toMatchObject({ disabled: true });

    const [createUrl, create] = fetch.mock.calls[1]!;
    expect(createUrl).toMatch(/\/accounts$/);
    expect(create).toMatchObject({
      method: 'POST',
      headers: { 'x-csrf-token': 'tok-1', 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(create!.body))).toEqual({ name: 'anna', role: 'editor', password: 'anna-password-1' });

    const [patchUrl, patch] = fetch.mock.calls[2]!;
    expect(patchUrl).toMatch(/\/accounts\/anna$/);
    expect(patch).toMatchObject({ method: 'PATCH', headers: { 'x-csrf-token': 'tok-1' } });
    expect(JSON.parse(String(patch!.body))).toEqual({ disabled: true });
  });

  it('puts a name into the address safely', async () => {
    const fetch = service(reply(200, { account: ANNA }));
    await updateAccount('张 三/x', { role: 'reviewer' });
    expect(fetch.mock.calls[0]![0]).toMatch(/\/accounts\/%E5%BC%A0%20%E4%B8%89%2Fx$/);
  });

  it('throws the service’s refusal with its code', async () => {
    service(reply(409, { message: 'the last admin', code: 'last-admin' }));
    const refusal = await updateAccount('root', { disabled: true }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(StudioApiError);
    expect((refusal as StudioApiError).status).toBe(409);
    expect(refusalCode(refusal)).toBe('last-admin');
    expect(refusalCode(new Error('other'))).toBeUndefined();
  });

  it('reads the audit log with only the filters given', async () => {
    const entry = {
      id: 1,
      time: '2026-11-23T02:00:00Z',
      actor: 'anna',
      action: 'sign-in',
      address: '10.0.0.9',
      detail: {},
    };
    const fetch = service(reply(200, { entries: [entry] }), reply(200, { entries: [] }));
    expect(await listAudit()).toEqual([entry]);
    expect(fetch.mock.calls[0]![0]).toMatch(/\/audit$/);
    await listAudit({ actor: 'anna', action: '', from: '2026-11-01T00:00:00.000Z' });
    const url = new URL(fetch.mock.calls[1]![0], 'http://studio.test');
    expect(url.pathname).toMatch(/\/audit$/);
    expect([...url.searchParams]).toEqual([
      ['actor', 'anna'],
      ['from', '2026-11-01T00:00:00.000Z'],
    ]);
  });

  it('links the CSV export with the same filters', () => {
    expect(auditQuery({})).toBe('');
    const href = auditCsvHref({ actor: '王 五', action: 'restored' });
    const url = new URL(href, 'http://studio.test');
    expect(url.pathname).toMatch(/\/studio\/api\/audit$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'csv', actor: '王 五', action: 'restored' });
  });

  it('turns a day of the date field into its first and last moment in local time', () => {
    const start = new Date(localDay('2026-03-07', 'start')!);
    const end = new Date(localDay('2026-03-07', 'end')!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([
      2026, 2, 7, 0, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      7, 23, 59, 59, 999,
    ]);
    expect(localDay('', 'start')).toBeUndefined();
    expect(localDay('7.3.2026', 'end')).toBeUndefined();
  });
});
