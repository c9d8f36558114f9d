/**
 * The session as render sees it: the visitor's while the server's markup hydrates (the server drew the page for a
 * visitor), the real one from the render after (src/browser-state, decision 063).
 */
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';
import { useBrowserState, type BrowserState } from '../browser-state/use-browser-state';
import { DEFAULT_SESSION, session, type SessionState } from './session-store';

const current: BrowserState<Snapshot<SessionState>> = {
  subscribe: (onChange) => subscribe(session, onChange),
  // valtio keeps one snapshot per version of the session: the same object until it changes.
  read: () => snapshot(session),
};

export function useSession(): Snapshot<SessionState> {
  return useBrowserState(current, DEFAULT_SESSION);
}
