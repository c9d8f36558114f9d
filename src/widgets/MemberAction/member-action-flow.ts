/**
 * The checks a member action runs on its first press (spec s5, s6, s8), loaded then and not with the page
 * (docs/decisions/093): a visitor is asked to log in as the identity the action needs, the other identity is
 * offered the switch (a yes leads to the member centre); an action that needs a completed profile checks
 * memberInfo first and sends an incomplete profile to completion. useMemberAction keeps the state a button draws.
 */
import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio/vanilla';
import type { PortalConfig } from '../../config/portal-config';
import { memberInfoQuery } from '../../data/member';
import type { Locale, MessageKey } from '../../i18n/i18n';
import { linkGateDecision, pageGateDecision, refinePage, type Identity } from '../../session/gates';
import { session } from '../../session/session-store';
import { ask, external, type Question } from './member-prompts';

interface FlowContext {
  requires: Identity;
  refinedProfile?: boolean;
  switchMessage?: MessageKey;
  config: PortalConfig;
  locale: Locale;
  client: QueryClient;
}

/** Whether this member may act now; asks the visitor what to do when not. */
export async function mayAct(ctx: FlowContext): Promise<boolean> {
  /** Asks, and leaves for the member centre on a yes. */
  const askAndGo = async (question: Question) => {
    const url = await ask(question, ctx.config, ctx.locale);
    if (url) external.go(url);
  };
  const decision = linkGateDecision(ctx.requires, session);
  if (decision.kind === 'login') return (void (await askAndGo(decision)), false);
  if (decision.kind === 'switch') return (void (await askAndGo({ ...decision, message: ctx.switchMessage })), false);
  if (!ctx.refinedProfile) return true;
  const profile = pageGateDecision('refinedProfile', session);
  if (profile.kind === 'wait') {
    // A restored login whose member is not known yet: the start-up check fills it in (or ends the login).
    await sessionChecked();
    return mayAct(ctx);
  }
  if (profile.kind !== 'checkProfile') return profile.kind === 'pass';
  const info = await ctx.client.fetchQuery(memberInfoQuery(profile.uid, profile.utype));
  const page = refinePage(info);
  if (page) await askAndGo({ kind: 'refine', page });
  return page === null;
}

/** Resolves once the start-up login check has answered. */
function sessionChecked(): Promise<void> {
  if (session.checked) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(session, () => {
      if (!session.checked) return;
      stop();
      resolve();
    });
  });
}
