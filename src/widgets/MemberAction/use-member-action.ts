/**
 * What every member action (apply, sign up, register for a fair, download, invite) does around its call, in one
 * place (spec s5, s6, s8):
 * - the identity: a visitor is asked to log in as the identity the action needs, the other identity is offered the
 *   switch (a yes leads to the member centre); an action that needs a completed profile checks memberInfo first and
 *   sends an incomplete profile to completion;
 * - one request per press: a second press while the first runs does nothing, and `pending` says it is running;
 * - the outcome: success with the server's words (or the caller's), failure as the error itself for `errorText`.
 * The call itself is the caller's (a mutation from src/data), and so is what follows success (an applied state).
 */
import { useSession } from '../../session/use-session';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePortalConfig } from '../../config/config-context';
import { useT, type MessageKey } from '../../i18n/i18n';
import { linkGateDecision, type Identity } from '../../session/gates';

/**
 * The checks themselves (member-action-flow.ts) are a chunk of their own, asked for on the first press: /home's
 * job cards draw their buttons without them (docs/decisions/093). Call it on pointerenter or focus so a press
 * does not wait for it.
 */
export const loadMemberActionFlow = () => import('./member-action-flow');

export type ActionOutcome =
  { kind: 'idle' } | { kind: 'success'; message?: string } | { kind: 'error'; error: unknown };

export interface ActSteps<T> {
  /** Asked after the identity check, before the call; false leaves everything as it was. */
  confirm?: () => Promise<boolean>;
  /** The success text for this result (else the caller's own). */
  success?: (result: T) => string | undefined;
}

export interface MemberActionOptions {
  /** Who may act. */
  requires: Identity;
  /** Also needs a completed profile (memberInfo is_refine = 1). */
  refinedProfile?: boolean;
  /** What the other identity is told when offered the switch (e.g. that companies cannot apply). */
  switchMessage?: MessageKey;
}

export function useMemberAction({ requires, refinedProfile, switchMessage }: MemberActionOptions) {
  const { locale } = useT();
  const config = usePortalConfig();
  const client = useQueryClient();
  const account = useSession();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>({ kind: 'idle' });

  /** Whether this member may act now; asks the visitor what to do when not. */
  async function allowed(): Promise<boolean> {
    const { mayAct } = await loadMemberActionFlow();
    return mayAct({ requires, refinedProfile, switchMessage, config, locale, client });
  }

  /**
   * Runs `call` once the member may act (and, with `confirm`, has said yes); resolves with its result, or undefined
   * when the member was asked something instead, said no, the action was already running, or it failed (the
   * failure is in `outcome`).
   */
  async function act<T>(call: () => Promise<T>, steps: ActSteps<T> = {}) {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setOutcome({ kind: 'idle' });
    try {
      if (!(await allowed())) return undefined;
      if (steps.confirm && !(await steps.confirm())) return undefined;
      const result = await call();
      setOutcome({ kind: 'success', message: steps.success?.(result) });
      return result;
    } catch (error) {
      setOutcome({ kind: 'error', error });
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  /** Who the visitor is for this action: 'ok' when they may act (a profile check may still follow). */
  const standing = linkGateDecision(requires, account).kind === 'pass' ? 'ok' : accountStanding(account.token);
  return { act, allowed, pending, outcome, setOutcome, standing } as const;
}

const accountStanding = (token: string | null) => (token ? ('otherIdentity' as const) : ('visitor' as const));
