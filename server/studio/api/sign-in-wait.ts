/** The wait the sign-in limiter imposes (decision 073), said the same way by each step of a sign-in: the password
 * (session-routes.ts) and the second factor (two-factor-routes.ts, decision 077). */
import type { ServerResponse } from 'node:http';
import { signInFailures } from '../../observe/metrics';
import { HttpError } from '../http-io';
import type { signInLimiter } from '../sign-in-limiter';

/** Refuses with 429 and Retry-After while `name` from `address` must wait; counts it as a locked sign-in. */
export async function refuseWhileLocked(
  limiter: ReturnType<typeof signInLimiter>,
  name: string,
  address: string,
  res: ServerResponse,
): Promise<void> {
  const wait = await limiter.wait(name, address);
  if (wait <= 0) return;
  const seconds = Math.ceil(wait / 1000);
  res.setHeader('retry-after', String(seconds));
  signInFailures.inc({ reason: 'locked' });
  throw new HttpError(429, 'too many failed sign-ins: wait before trying again', { retryAfter: seconds });
}
