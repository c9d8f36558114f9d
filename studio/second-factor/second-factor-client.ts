/**
 * The studio's second-factor calls (decision 077; server/studio/api/two-factor-routes.ts): the enrolment of the
 * signed-in account, and the security administrator's list and reset.
 */
import type { Role } from '../../src/config/config-version';
import { studioCall } from '../service/studio-client';

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A new secret for this account: its otpauth:// URI (the QR code) and the secret as text. */
export const beginEnrolment = async () =>
  (await (await studioCall('/second-factor/enrolment', post({}))).json()) as { secret: string; uri: string };

/** Ends the enrolment with the first code: the ten recovery codes, shown once. */
export const finishEnrolment = async (code: string) =>
  ((await (await studioCall('/second-factor/enrolment/finish', post({ code }))).json()) as { recoveryCodes: string[] })
    .recoveryCodes;

export interface AccountFactor {
  name: string;
  role: Role;
  disabled: boolean;
  enrolledAt: string | null;
}

export const listSecondFactors = async () =>
  ((await (await studioCall('/second-factors')).json()) as { accounts: AccountFactor[] }).accounts;

export const resetSecondFactor = async (name: string) => {
  await studioCall(`/second-factors/${encodeURIComponent(name)}`, { method: 'DELETE' });
};
