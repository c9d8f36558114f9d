/**
 * Who else has this page open (issue 32 item 2; decision 085): the tab tells the service every 10 s which page it
 * shows (POST /presence) and hears who else is there and whether this tab holds the page for editing. A tab that
 * arrives while someone else holds it is told so and offered 接手编辑; a tab the page was taken from is read-only
 * until it takes the page back. The tab's id
 * survives a reload (sessionStorage), so a reload does not lock its author out behind her own old tab.
 */
import { useCallback, useEffect, useState } from 'react';
import { BEAT_MS } from '../service/rounds';
import { mayEdit, studioCall, type Session } from '../service/studio-client';

interface Presence {
  holds: boolean;
  takenBy?: string;
  others: { name: string; holds: boolean; sameAccount: boolean }[];
}

function tabId(): string {
  const known = sessionStorage.getItem('studio-tab');
  if (known) return known;
  const made = crypto.randomUUID();
  sessionStorage.setItem('studio-tab', made);
  return made;
}

const post = async (path: string, body: unknown) =>
  (await (
    await studioCall(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Presence;

/** `session`: the signed-in account, null before sign-in. Only those who edit beat: an administrator's tab (三员分立:
 * no administrator edits pages) asked every 10 s, was refused (403) and so filled the audit log. */
export function usePresence(session: Pick<Session, 'name' | 'role'> | null, page: string) {
  const name = session && mayEdit(session) ? session.name : null;
  const [presence, setPresence] = useState<Presence | null>(null);
  const [takenBy, setTakenBy] = useState('');
  const show = useCallback((answer: Presence) => {
    setPresence(answer);
    if (answer.takenBy) setTakenBy(answer.takenBy);
    if (answer.holds) setTakenBy('');
  }, []);

  useEffect(() => {
    if (!name) return;
    let live = true;
    const client = tabId();
    const beat = () =>
      post('/presence', { client, page }).then(
        (a) => live && show(a),
        () => undefined,
      );
    void beat();
    const timer = setInterval(() => void beat(), BEAT_MS);
    const leave = () =>
      void studioCall(`/presence/${encodeURIComponent(client)}`, { method: 'DELETE', keepalive: true }).catch(
        () => undefined,
      );
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
    };
  }, [name, page, show]);

  const takeOver = useCallback(
    () => void post('/presence/take', { client: tabId(), page }).then(show, () => undefined),
    [page, show],
  );
  // Read-only once someone took the page over from this tab, until it takes it back (an arrival is warned and
  // offered 接手编辑, not locked: decision 085).
  const readOnly = Boolean(takenBy && presence && !presence.holds);
  return { presence, readOnly, takenBy, takeOver };
}
