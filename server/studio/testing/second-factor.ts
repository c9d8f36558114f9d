/**
 * The second factors of the service's test accounts (decision 077): every account whose role needs one is enrolled
 * with a secret and recovery codes that follow from its name, so a test signs in with a code it computes. A code is
 * accepted once (its time step moves the account's last step), so this test process remembers the last step it used
 * per name and takes the next one in the window; past the window (a third sign-in within 30 s, or a clock a test
 * holds still) it uses the name's recovery codes in turn.
 */
import { createHash } from 'node:crypto';
import { TOTP } from 'otpauth';
import { SERVICE } from '../audit-log';
import type { TwoFactor } from '../two-factor';
import { base32Letters, TOTP_WINDOW, totpOf } from '../two-factor-secret';

const base32Of = (seed: string, length: number) =>
  base32Letters(createHash('sha256').update(seed).digest().subarray(0, length));

/** The test secret of `name` (32 base32 letters, 160 bits). */
export const testSecretOf = (name: string) => base32Of(`secret ${name}`, 32);
export const testRecoveryCodesOf = (name: string) =>
  Array.from({ length: 10 }, (_, i) => base32Of(`r${i} ${name}`, 16));

export async function enrolForTests(twoFactor: TwoFactor, name: string) {
  await twoFactor.enrol(SERVICE, name, testSecretOf(name), testRecoveryCodesOf(name), 0);
  used.delete(name);
}

const used = new Map<string, { step: number; recovery: number }>();

/** A code that signs `name` in at `time`: a TOTP code of a step not used yet, else the next recovery code. */
export const signInCode = (name: string, time: number) =>
  nextCode(name, testSecretOf(name), testRecoveryCodesOf(name), time);

/** The next code of the factor `key` (remembered per key in this process): a step not used yet, else a recovery code. */
export function nextCode(key: string, secret: string, recoveryCodes: readonly string[], time: number): string {
  const mine = used.get(key) ?? { step: 0, recovery: 0 };
  used.set(key, mine);
  const now = TOTP.counter({ timestamp: time });
  // From the current step on (not the one before: a call that crosses a step's end would then miss the window).
  const step = Math.max(mine.step + 1, now);
  if (step <= now + TOTP_WINDOW) {
    mine.step = step;
    return totpOf(secret).generate({ timestamp: step * 30_000 });
  }
  return recoveryCodes[mine.recovery++]!;
}
