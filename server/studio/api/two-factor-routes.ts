/**
 * Two-factor sign-in over HTTP (issue 31 item 1, decision 077; docs/studio-api.md): the second step of signing in
 * (a pending token and a code), the enrolment every account may reach even while it must enrol, and the security
 * administrator's list and reset of second factors.
 */
import type { AccountInfo } from '../../../src/config/config-version';
import { audit } from '../audit-log';
import { HttpError, readJsonBody, send, sendJson } from '../http-io';
import { signInLimiter } from '../sign-in-limiter';
import type { Call, Route } from './call';
import { countFailedSignIn, refuseWhileLocked } from './sign-in-limits';

/**
 * After a right password: when the account has a second factor, answers "second factor needed" with a pending token
 * (no session yet) and returns true; otherwise returns false and signing in goes on.
 */
export async function askSecondFactor({ res, desk, who }: Call, account: AccountInfo): Promise<boolean> {
  if (!(await desk.twoFactor.status(account.name)).enrolled) return false;
  const pending = await desk.twoFactor.pending.create(account.name, who.address);
  sendJson(res, 200, { name: account.name, secondFactor: 'needed', pending });
  return true;
}

/** Completes a sign-in (the session, its record and answer): session-routes.ts's, handed in. */
export type CompleteSignIn = (call: Call, account: AccountInfo, detail: Record<string, unknown>) => Promise<void>;

export function twoFactorRoutes(complete: CompleteSignIn): Route[] {
  async function secondStep(call: Call) {
    const { req, res, desk, who } = call;
    const body = (await readJsonBody(req)) as { pending?: unknown; code?: unknown } | null;
    const pending = typeof body?.pending === 'string' ? body.pending : '';
    const code = typeof body?.code === 'string' ? body.code.slice(0, 40) : '';
    const name = await desk.twoFactor.pending.read(pending, who.address);
    if (!name) throw new HttpError(401, 'the sign-in has expired: give the password again', { code: 'pending' });
    const limiter = signInLimiter(desk.db, () => desk.now().getTime());
    await refuseWhileLocked(limiter, name, who.address, res);
    const how = await desk.twoFactor.check(name, code);
    const account = (await desk.accounts.list()).find((a) => a.name === name && !a.disabled);
    if (!how || !account) {
      // Counted with the passwords: five wrong codes make the pair wait as five wrong passwords do.
      await countFailedSignIn(limiter, call, name, 'second-factor');
      throw new HttpError(401, 'the code is wrong or already used', { code: 'wrong-code' });
    }
    await desk.twoFactor.pending.drop(pending);
    await limiter.succeeded(name, who.address);
    if (how === 'recovery') {
      const left = (await desk.twoFactor.status(name)).recoveryCodesLeft;
      await desk.db.transaction((sql) =>
        audit(sql, { name, address: who.address }, 'recovery-code-used', { left }, desk.now(), `account:${name}`),
      );
    }
    await complete(call, account, { secondFactor: how });
  }

  return [
    { method: 'POST', path: /^\/session\/second-factor$/, role: null, handle: secondStep },
    {
      method: 'GET',
      path: /^\/second-factor$/,
      role: 'editor',
      enrolment: true,
      handle: async ({ res, desk, who }) => sendJson(res, 200, await desk.twoFactor.status(who.name)),
    },
    {
      method: 'POST',
      path: /^\/second-factor\/enrolment$/,
      role: 'editor',
      enrolment: true,
      handle: async ({ res, desk, who }) => sendJson(res, 200, await desk.twoFactor.begin(who.name)),
    },
    {
      method: 'POST',
      path: /^\/second-factor\/enrolment\/finish$/,
      role: 'editor',
      enrolment: true,
      async handle({ req, res, desk, who }) {
        const body = (await readJsonBody(req)) as { code?: unknown } | null;
        const code = typeof body?.code === 'string' ? body.code.slice(0, 40) : '';
        const recoveryCodes = await desk.twoFactor.finish(who, who.name, code);
        sendJson(res, 200, { recoveryCodes });
      },
    },
    {
      method: 'GET',
      path: /^\/second-factors$/,
      role: 'secadmin',
      handle: async ({ res, desk }) => sendJson(res, 200, { accounts: await desk.twoFactor.list() }),
    },
    {
      method: 'DELETE',
      path: /^\/second-factors\/([^/]{1,120})$/,
      role: 'secadmin',
      async handle({ res, desk, who, params }) {
        const name = decodeURIComponent(params[0]!);
        if (name === who.name)
          throw new HttpError(403, 'nobody resets their own second factor', { code: 'own-account' });
        await desk.twoFactor.reset(who, name);
        send(res, 204);
      },
    },
  ];
}
