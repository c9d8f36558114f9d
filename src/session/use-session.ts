/**
 * The session as render sees it: the visitor's view while hydrating a server-rendered page (which the server drew
 * for a visitor), the real one after (src/session/hydration.ts).
 */
import { proxy, subscribe, useSnapshot, type Snapshot } from 'valtio';
import { hydration } from './hydration';
import { DEFAULT_SESSION, session, type SessionState } from './session-store';

/**
 * What render shows, kept in step with the session once hydration has settled. A field that does not change when
 * it settles (all of them, for a visitor) re-renders nothing then: the page's first render after hydration stays
 * small instead of drawing every component that reads the session again (decision 030).
 */
const shown = proxy<SessionState>({ ...DEFAULT_SESSION });
const follow = () => {
  Object.assign(shown, hydration.settled ? session : DEFAULT_SESSION);
};
subscribe(session, follow, true);
subscribe(hydration, follow, true);
follow();

export function useSession(): Snapshot<SessionState> {
  return useSnapshot(shown);
}

/**
 * Whether the page has hydrated: effects that act on who is logged in (a gate's question, a QR login session)
 * wait for it, or they would act for the visitor the hydrating render draws.
 */
export function useHydrated(): boolean {
  return useSnapshot(hydration).settled;
}
