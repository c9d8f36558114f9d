/** The sign-in limiter (decision 073) as each step of a sign-in meets it: the password (session-routes.ts) and the
 * second factor (two-factor-routes.ts, decision 077) wait, and count a failure, the same way. */
import type { ServerResponse } from 'node:http';
import { signInFailures } from '../../observe/metrics';
import { audit } from '../audit-log';
import { HttpError } from '../http-io';
import type { signInLimiter } from '../sign-in-limiter';
import type { Call } from './call';

type Limiter = ReturnType<typeof signInLimiter>;

/** Refuses with 429 and Retry-After while `name` from `address` must wait; counts it as a locked sign-in. */
export async function refuseWhileLocked(limiter: Limiter, name: string, address: string, res: ServerResponse) {
  const wait = await limiter.wait(name, address);
  if (wait <= 0) return;
  const seconds = Math.ceil(wait / 1000);
  res.setHeader('retry-after', String(seconds));
  signInFailures.inc({ reason: 'locked' });
  throw new HttpError(429, 'too many failed sign-ins: wait before trying again', { retryAfter: seconds });
}

/** A wrong password or code: counted by the limiter (one count for both) and the metric, and on record. */
export async function countFailedSignIn(
  limiter: Limiter,
  { desk, who }: Pick<Call, 'desk' | 'who'>,
  name: string,
  reason: 'password' | 'second-factor',
) {
  await limiter.failed(name, who.address);
  signInFailures.inc({ reason });
  const detail = reason === 'password' ? {} : { reason };
  await desk.db.transaction((sql) =>
    audit(sql, { name, address: who.address }, 'sign-in-failed', detail, desk.now(), `account:${name}`),
  );
}
