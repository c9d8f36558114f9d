/**
 * A page's gate from config (`"gate"`, spec s5, s6): its content is neither drawn nor fetched until the session
 * passes. Otherwise the visitor sees why and is asked (once) to log in, to switch identity or to complete the
 * profile; a yes leads to the member centre, a no back to /home. Decisions: src/session/gates.ts.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useHydrating } from '../../browser-state/use-browser-state';
import { usePortalConfig } from '../../config/config-context';
import { memberInfoQuery } from '../../data/member';
import { useT } from '../../i18n/i18n';
import { FailureNote } from '../../widgets/FailureNote/FailureNote';
import { pageGateDecision, refinePage, type PageGate } from '../../session/gates';
import { useSession } from '../../session/use-session';
import { ask, external, questionKey, type Question } from '../../widgets/MemberAction/member-prompts';
import { withSite } from '../Breadcrumb/page-trail';
import { useDocumentTitle } from '../Breadcrumb/use-page-title';
import * as styles from './Gate.css';

interface Props {
  gate: PageGate | undefined;
  /** The page's title, the heading while the gate is closed. */
  title: string;
  children: ReactNode;
}

export function Gate({ gate, title, children }: Props) {
  if (!gate) return children;
  return (
    <ClosedUntilPassed gate={gate} title={title}>
      {children}
    </ClosedUntilPassed>
  );
}

type Outcome = { kind: 'pass' } | { kind: 'wait' } | { kind: 'failed'; error: unknown } | Question;

function ClosedUntilPassed({ gate, title, children }: Props & { gate: PageGate }) {
  const { t, text, locale } = useT();
  const config = usePortalConfig();
  const navigate = useNavigate();
  const headingId = useId();
  const account = useSession();
  // Not in the hydrating render, which draws the visitor the server drew (decision 063).
  const hydrated = !useHydrating();
  const decision = pageGateDecision(gate, account);
  const member = decision.kind === 'checkProfile' ? decision : null;
  // The gate shows a failed check itself, with a retry: no toast as well.
  const profile = useQuery({
    ...memberInfoQuery(member?.uid ?? 0, member?.utype ?? 2),
    enabled: member !== null,
    meta: { errorToast: false },
  });

  let outcome: Outcome;
  if (decision.kind !== 'checkProfile') outcome = decision;
  else if (profile.data) {
    const page = refinePage(profile.data);
    outcome = page ? { kind: 'refine', page } : { kind: 'pass' };
  } else outcome = profile.isError ? { kind: 'failed', error: profile.error } : { kind: 'wait' };

  // The page names the tab once it is drawn (PageView); until then the gate's question stands under its title.
  useDocumentTitle(outcome.kind === 'pass' ? null : withSite(config, text, title));

  const question = outcome.kind === 'login' || outcome.kind === 'switch' || outcome.kind === 'refine' ? outcome : null;
  const key = question ? questionKey(question) : null;
  useEffect(() => {
    if (!question || !hydrated) return;
    let active = true; // a gate left meanwhile (navigation, hidden keep-alive page) does not act on the answer
    void ask(question, config, locale).then((url) => {
      if (!active) return;
      if (url) external.go(url);
      else navigate('/home', { replace: true });
    });
    return () => {
      active = false;
    };
    // The question is identified by its key; a new object with the same key is the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hydrated, config, locale, navigate]);

  if (outcome.kind === 'pass') return children;

  let body: ReactNode;
  if (outcome.kind === 'failed') {
    body = (
      <FailureNote
        error={outcome.error}
        retry={profile.refetch}
        busy={profile.isFetching}
        say={(reason) => t('gates.checkFailed', { reason })}
      />
    );
  } else {
    const text =
      outcome.kind === 'wait' ? 'gates.checking' : gate === 'company' ? 'gates.companyOnly' : 'gates.profileRequired';
    body = (
      <p className={styles.status} role="status">
        {t(text)}
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={outcome.kind === 'wait' || undefined}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}
