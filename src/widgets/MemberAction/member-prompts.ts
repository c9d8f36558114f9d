/**
 * The questions the gates and member actions ask (spec s5, s6, s8) and where a yes leads. One question of a kind at a time: React
 * may run an effect twice, and several failing calls may each report an expired session.
 */
import { memberCentreUrl } from '../../config/config-context';
import type { PortalConfig } from '../../config/portal-config';
import { translate, type Locale, type MessageKey } from '../../i18n/i18n';
import { LOGIN_PAGE, SWITCH_PAGE, type Identity } from '../../session/gates';
import { alert, confirm } from '../Dialog/dialogs';

/** Leaving the portal for the member centre (an object, so tests can watch the way out). */
export const external = {
  go(url: string) {
    window.location.assign(url);
  },
};

const asking = new Map<string, Promise<boolean>>();

/** Asks unless the same question is already open; everyone asking gets the one answer. */
export function askOnce(key: string, ask: () => Promise<boolean>): Promise<boolean> {
  let answer = asking.get(key);
  if (!answer) {
    answer = ask().finally(() => asking.delete(key));
    asking.set(key, answer);
  }
  return answer;
}

export type Question =
  | { kind: 'login'; as: Identity }
  /** `message`: why the switch is offered, when the generic text would not say it. */
  | { kind: 'switch'; to: Identity; message?: MessageKey }
  | { kind: 'refine'; page: string };

export const questionKey = (q: Question) =>
  q.kind === 'login' ? `login:${q.as}` : q.kind === 'switch' ? `switch:${q.to}` : `refine:${q.page}`;

/** Asks the question in the visitor's language; resolves with the member-centre address to go to, or null. */
export function ask(q: Question, config: PortalConfig, locale: Locale): Promise<string | null> {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  let url: string;
  let answer: () => Promise<boolean>;
  if (q.kind === 'refine') {
    // Spec s8: an incomplete profile is sent to completion; the notice only says where they are going.
    url = memberCentreUrl(config, q.page);
    answer = () =>
      alert({
        title: t('gates.refineTitle'),
        message: t('gates.refineMessage'),
        confirmLabel: t('gates.goRefine'),
      }).then(() => true);
  } else if (q.kind === 'login') {
    url = memberCentreUrl(config, LOGIN_PAGE[q.as]);
    const company = q.as === 'company';
    answer = () =>
      confirm({
        title: t(company ? 'gates.loginCompanyTitle' : 'gates.loginFirst'),
        message: t(company ? 'gates.loginCompanyMessage' : 'gates.loginMessage'),
        confirmLabel: t('gates.goLogin'),
      });
  } else {
    url = memberCentreUrl(config, SWITCH_PAGE[q.to]);
    answer = () =>
      confirm({
        title: t('gates.switchTitle'),
        message: t(
          q.message ?? (q.to === 'company' ? 'gates.switchToCompanyMessage' : 'gates.switchToPersonalMessage'),
        ),
        confirmLabel: t('gates.goSwitch'),
      });
  }
  return askOnce(questionKey(q), answer).then((ok) => (ok ? url : null));
}
