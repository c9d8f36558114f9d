/**
 * The studio's second-factor calls (decision 077; server/studio/api/two-factor-routes.ts): the enrolment of the
 * signed-in account, and the security administrator's list and reset.
 */
import type { Role } from '../../src/config/config-version';
import { json, send, studioCall } from '../service/studio-client';

/** A new secret for this account: its otpauth:// URI (the QR code) and the secret as text. */
export const beginEnrolment = async () =>
  json<{ secret: string; uri: string }>('/second-factor/enrolment', send('POST', {}));

/** Ends the enrolment with the first code: the ten recovery codes, shown once. */
export const finishEnrolment = async (code: string) =>
  (await json<{ recoveryCodes: string[] }>('/second-factor/enrolment/finish', send('POST', { code }))).recoveryCodes;

export interface AccountFactor {
  name: string;
  role: Role;
  disabled: boolean;
  enrolledAt: string | null;
}

export const listSecondFactors = async () => (await json<{ accounts: AccountFactor[] }>('/second-factors')).accounts;

export const resetSecondFactor = async (name: string) => {
  await studioCall(`/second-factors/${encodeURIComponent(name)}`, { method: 'DELETE' });
};
