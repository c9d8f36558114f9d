/**
 * The session as render sees it: the visitor's view while hydrating a server-rendered page (which the server drew
 * for a visitor), the real one after (src/session/hydration.ts).
 */
import { useSnapshot, type Snapshot } from 'valtio';
import { hydration } from './hydration';
import { DEFAULT_SESSION, session, type SessionState } from './session-store';

export function useSession(): Snapshot<SessionState> {
  const snapshot = useSnapshot(session);
  return useSnapshot(hydration).settled ? snapshot : DEFAULT_SESSION;
}

/**
 * Whether the page has hydrated: effects that act on who is logged in (a gate's question, a QR login session)
 * wait for it, or they would act for the visitor the hydrating render draws.
 */
export function useHydrated(): boolean {
  return useSnapshot(hydration).settled;
}
