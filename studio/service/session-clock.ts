/**
 * What the studio knows of its session's end (decision 078): every signed-in answer carries `x-studio-session`
 * (milliseconds left before the idle and the absolute time-out, as the server counts them), read here into local
 * deadlines. A call counts as the person's only when they have pressed a key or the pointer since the studio's last
 * such call; the others (heartbeats, polls) carry `x-studio-idle: 1`, and the server does not extend the idle life
 * for them, so a studio left open still times out.
 */
import { proxy } from 'valtio';

export const sessionClock = proxy({
  /** Local times (Date.now()) when the session ends without a call of the person's, and at the latest; 0: unknown. */
  idleEndsAt: 0,
  absoluteEndsAt: 0,
  /** The last 401 said the session had timed out (or the studio saw its deadline pass). */
  timedOut: false,
});

let active = true; // opening the studio is the person's doing

/** The person pressed a key or the pointer. */
export function noteActivity() {
  active = true;
}

/** The headers that say whether this call is the person's (and uses up the note of their activity). */
export function activityHeaders(): Record<string, string> {
  if (active) {
    active = false;
    return {};
  }
  return { 'x-studio-idle': '1' };
}

/** Reads an answer's `x-studio-session` header, and a 401's reason. */
export function noteAnswer(status: number, header: string | null, code?: string) {
  if (status === 401) {
    if (code === 'session-timed-out') sessionClock.timedOut = true;
    return;
  }
  const idle = /idle=(\d+)/.exec(header ?? '')?.[1];
  const absolute = /absolute=(\d+)/.exec(header ?? '')?.[1];
  if (idle === undefined || absolute === undefined) return;
  const now = Date.now();
  sessionClock.idleEndsAt = now + Number(idle);
  sessionClock.absoluteEndsAt = now + Number(absolute);
  sessionClock.timedOut = false;
}
