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
