/** Signing in and out (POST/GET/DELETE /session), with the limiter and the audit log. */
import type { ServerResponse, IncomingMessage } from 'node:http';
import { audit } from '../audit-log';
import { HttpError, readJsonBody, send, sendJson } from '../http-io';
import { SESSION_COOKIE, sessionState } from '../sessions';
import type { Sql } from '../store/database';
import { signInLimiter } from '../sign-in-limiter';
import { overTls, signedIn, type Call, type Route } from './call';
import { countFailedSignIn, refuseWhileLocked } from './sign-in-limits';
import { askSecondFactor, twoFactorRoutes, type CompleteSignIn } from './two-factor-routes';

const COOKIE_PATH = '/n2024/web/studio/';

function setCookie(req: IncomingMessage, res: ServerResponse, value: string, maxAge: number) {
  res.setHeader(
    'set-cookie',
    `${SESSION_COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${overTls(req) ? '; Secure' : ''}`,
  );
}

/** The account's previous successful sign-in (time, address) and the failed sign-ins under its name since. */
async function lastSignIn(db: Sql, name: string) {
  const [last] = await db.query<{ time: string; address: string }>(
    `select time, address from audit_log where action = 'sign-in' and actor = $1 order by id desc limit 1`,
    [name],
  );
  const [failed] = await db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where action = 'sign-in-failed' and actor = $1 and time > $2`,
    [name, last?.time ?? '1970-01-01T00:00:00Z'],
  );
  return { lastSignIn: last ? { time: last.time, address: last.address } : null, failuresSince: failed?.n ?? 0 };
}

/** The session started, on record, answered: after the password, or after its second factor (decision 077). */
const completeSignIn: CompleteSignIn = async ({ req, res, desk, who }, account, detail) => {
  const time = desk.now();
  const since = await lastSignIn(desk.db, account.name);
  const { cookie, csrfToken } = await desk.sessions.start(account.name, who.address);
  await desk.db.transaction(async (sql) => {
    await sql.query('update accounts set last_sign_in_at = $2 where name = $1', [account.name, time.toISOString()]);
    await audit(sql, { name: account.name, address: who.address }, 'sign-in', detail, time, `account:${account.name}`);
  });
  setCookie(req, res, cookie, desk.sessions.maxAgeSeconds);
  // When it ends, a password to change first (decision 078), a second factor to enrol first (077).
  const open = await desk.sessions.read(cookie);
  sendJson(res, 200, {
    ...(open ? sessionState(open) : {}),
    name: account.name,
    role: account.role,
    csrfToken,
    review: desk.reviewMode,
    // Level 3 (身份鉴别): the previous successful sign-in and the failures since, for the person to notice misuse.
    ...since,
  });
};

export function sessionRoutes(): Route[] {
  async function signIn(call: Call) {
    const { req, res, desk, who } = call;
    const limiter = signInLimiter(desk.db, () => desk.now().getTime());
    const body = (await readJsonBody(req)) as { name?: unknown; password?: unknown } | null;
    // No control characters (PostgreSQL text holds no NUL): such a name is no account's.
    const name = typeof body?.name === 'string' ? body.name.slice(0, 100).replace(/\p{Cc}/gu, '') : '';
    const password = typeof body?.password === 'string' ? body.password.slice(0, 1000) : '';
    await refuseWhileLocked(limiter, name, who.address, res);
    const account = name && password ? await desk.accounts.verify(name, password) : undefined;
    if (!account) {
      await countFailedSignIn(limiter, call, name, 'password');
      throw new HttpError(401, 'wrong name or password');
    }
    // With a second factor, the password alone opens nothing: the limiter's count stays until the code is right.
    if (await askSecondFactor(call, account)) return;
    await limiter.succeeded(name, who.address);
    await completeSignIn(call, account, {});
  }

  return [
    { method: 'POST', path: /^\/session$/, role: null, handle: signIn },
    ...twoFactorRoutes(completeSignIn),
    {
      method: 'GET',
      path: /^\/session$/,
      role: 'editor',
      enrolment: true,
      passwordChange: true,
      async handle(call) {
        const session = signedIn(call);
        sendJson(call.res, 200, {
          name: session.account.name,
          role: session.account.role,
          csrfToken: session.csrfToken,
          review: call.desk.reviewMode,
          ...sessionState(session),
        });
      },
    },
    {
      method: 'DELETE',
      path: /^\/session$/,
      role: 'editor',
      passwordChange: true,
      enrolment: true,
      async handle({ req, res, desk, cookie, who }) {
        await desk.sessions.end(cookie!);
        await desk.db.transaction((sql) => audit(sql, who, 'sign-out', {}, desk.now(), `account:${who.name}`));
        setCookie(req, res, '', 0);
        send(res, 204);
      },
    },
  ];
}
