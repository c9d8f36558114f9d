/**
 * Everyone is told (issue 32 item 5; decision 084): the studio asks for the submissions every 15 s (and when the
 * tab comes back into view), without a reload. Reviewers get how many wait for them (the count on 审核); authors
 * get a notice when one of theirs is approved or sent back, with the reviewer's reason. The first answer is only
 * the starting point: decisions made before the page opened are in 我的提交, not announced again.
 */
import { useEffect, useRef, useState } from 'react';
import { WATCH_MS } from '../service/rounds';
import { listSubmissions, mayReview, type Session, type SubmissionMeta } from '../service/studio-client';

export interface DecisionNotice {
  id: string;
  status: 'published' | 'scheduled' | 'rejected';
  reason?: string;
  decidedBy?: string;
}

const waitingFor = (name: string, subs: readonly SubmissionMeta[]) =>
  subs.filter((sub) => sub.status === 'pending' && sub.author !== name).length;

/** What changed between two readings of one's own submissions: the decisions to announce. */
function decisionsBetween(
  before: ReadonlyMap<string, string>,
  now: readonly SubmissionMeta[],
  name: string,
  since: string,
) {
  const told: DecisionNotice[] = [];
  for (const sub of now) {
    const was = before.get(sub.id);
    if (sub.author !== name || was === sub.status) continue;
    // One submitted and decided between two readings: told if decided since the watch began.
    if (was === undefined && !(sub.decidedAt && sub.decidedAt >= since)) continue;
    if (sub.status === 'published' || sub.status === 'scheduled' || sub.status === 'rejected')
      told.push({
        id: sub.id,
        status: sub.status,
        ...(sub.reason ? { reason: sub.reason } : {}),
        ...(sub.decidedBy ? { decidedBy: sub.decidedBy } : {}),
      });
  }
  return told;
}

export function useSubmissionWatch(session: Pick<Session, 'name' | 'role'> | null) {
  const [waiting, setWaiting] = useState(0);
  const [notices, setNotices] = useState<DecisionNotice[]>([]);
  const seen = useRef<Map<string, string> | null>(null);
  const name = session?.name ?? null;
  const reviewer = session ? mayReview(session) : false;

  useEffect(() => {
    if (!name) return;
    let live = true;
    seen.current = null;
    const since = new Date().toISOString();
    const read = () =>
      listSubmissions().then(
        (subs) => {
          if (!live) return;
          if (reviewer) setWaiting(waitingFor(name, subs));
          if (seen.current) {
            const told = decisionsBetween(seen.current, subs, name, since);
            if (told.length) setNotices((old) => [...old.filter((n) => !told.some((t) => t.id === n.id)), ...told]);
          }
          seen.current = new Map(subs.filter((sub) => sub.author === name).map((sub) => [sub.id, sub.status]));
        },
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), WATCH_MS);
    const onShow = () => document.visibilityState === 'visible' && void read();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [name, reviewer]);

  const dismiss = (id: string) => setNotices((old) => old.filter((n) => n.id !== id));
  return { waiting, notices, dismiss };
}
