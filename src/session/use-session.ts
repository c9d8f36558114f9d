/**
 * The session as render sees it: the visitor's view while hydrating a server-rendered page (which the server drew
 * for a visitor), the real one after (src/session/hydration.ts).
 */
import { proxy, subscribe, useSnapshot, type Snapshot } from 'valtio';
import { hydrateEverything, hydration } from './hydration';
import { DEFAULT_SESSION, session, type SessionState } from './session-store';

/**
 * What render shows, kept in step with the session once hydration has settled. A field that does not change when
 * it settles (all of them, for a visitor) re-renders nothing then: the page's first render after hydration stays
 * small instead of drawing every component that reads the session again (decision 030).
 */
const shown = proxy<SessionState>({ ...DEFAULT_SESSION });
/** Whether the session draws anything other than the visitor's page (`checked` alone changes nothing for one). */
const differs = () =>
  (Object.keys(DEFAULT_SESSION) as (keyof SessionState)[]).some(
    (key) => key !== 'checked' && session[key] !== DEFAULT_SESSION[key],
  );
const follow = () => {
  // A login to show: every part of the page hydrates first (decision 039).
  if (differs()) hydrateEverything();
  Object.assign(shown, hydration.settled ? session : DEFAULT_SESSION);
};
subscribe(session, follow, true);
subscribe(hydration, follow, true);
follow();

export function useSession(): Snapshot<SessionState> {
  return useSnapshot(shown);
}

/**
 * Whether the page answers input: effects that act on who is logged in (a gate's question, a QR login session)
 * wait for it, or they would act for the visitor the hydrating render draws.
 */
export function useHydrated(): boolean {
  // The parts still waiting to hydrate (decision 039) are only ever a visitor's: what these effects decide for a
  // visitor holds once the rest of the page has hydrated.
  return useSnapshot(hydration).interactive;
}
