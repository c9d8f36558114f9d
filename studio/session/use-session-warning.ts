/**
 * The studio's side of the session's time-outs (decision 078): two minutes before the idle or the absolute end (half
 * the idle limit when that is shorter, as in tests), a warning; when the person has pressed a key or the pointer
 * since the last call that counted, the studio tells the server itself instead (they are working, not away). At the
 * end the studio asks the server, as a call that does not count: a 401 means the server has ended the session, and
 * the studio says so on the sign-in screen. The draft is already saved (the server has it 1.5 s after each edit,
 * the browser keeps a copy until then: service/draft-sync.ts), and stays in memory for the same account's next
 * sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { noteActivity, sessionClock } from '../service/session-clock';
import { readSession, StudioApiError } from '../service/studio-client';

export interface SessionWarning {
  kind: 'idle' | 'absolute';
  /** Local time (Date.now()) of the end. */
  endsAt: number;
}

const LEAD_MS = 120_000;
/** After the end the studio counts, a second for the clocks to agree before it asks. */
const SLACK_MS = 1_000;

export function useSessionWarning(signedIn: boolean, idleMinutes: number | undefined, onTimedOut: () => void) {
  const clock = useSnapshot(sessionClock);
  const [warning, setWarning] = useState<SessionWarning | null>(null);
  const [dismissedAbsolute, setDismissedAbsolute] = useState(false);
  const touched = useRef(false);
  const lastIdleEnd = useRef(0);

  useEffect(() => {
    const note = () => {
      noteActivity();
      touched.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);

  useEffect(() => {
    if (!signedIn || !clock.idleEndsAt) return;
    const lead = Math.min(LEAD_MS, ((idleMinutes ?? 30) * 60_000) / 2);
    // The server counted a call of the person's: what they did before it is used up.
    if (clock.idleEndsAt > lastIdleEnd.current + SLACK_MS) {
      touched.current = false;
      setWarning((w) => (w?.kind === 'idle' ? null : w));
    }
    lastIdleEnd.current = clock.idleEndsAt;
    const end = Math.min(clock.idleEndsAt, clock.absoluteEndsAt);
    const timers = [
      setTimeout(
        () => {
          if (touched.current) void readSession().catch(() => undefined);
          else setWarning({ kind: 'idle', endsAt: clock.idleEndsAt });
        },
        Math.max(0, clock.idleEndsAt - lead - Date.now()),
      ),
      setTimeout(
        () => setWarning((w) => w ?? { kind: 'absolute', endsAt: clock.absoluteEndsAt }),
        Math.max(0, clock.absoluteEndsAt - lead - Date.now()),
      ),
      setTimeout(
        () =>
          void readSession(true).catch((error: unknown) => {
            if (!(error instanceof StudioApiError && error.status === 401)) return;
            sessionClock.timedOut = true;
            setWarning(null);
            onTimedOut();
          }),
        Math.max(0, end + SLACK_MS - Date.now()),
      ),
    ];
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onTimedOut is the app's one callback
  }, [signedIn, clock.idleEndsAt, clock.absoluteEndsAt, idleMinutes]);

  /** 继续工作: one call of the person's extends the idle life. */
  const keep = () => {
    setWarning(null);
    void readSession().catch(() => undefined);
  };
  const dismiss = () => {
    if (warning?.kind === 'absolute') setDismissedAbsolute(true);
    setWarning(null);
  };
  const shown = warning?.kind === 'absolute' && dismissedAbsolute ? null : warning;
  return { warning: signedIn ? shown : null, keep, dismiss };
}
