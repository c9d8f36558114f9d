/**
 * The studio's live preview (studio/preview.html): the portal's own renderer (PortalApp) drawing the draft the
 * studio sends, at the selected page, against the same backend. Clicks pick sections instead of acting; the section
 * selected in the studio is marked and brought into view (keep-selected.ts); the studio's undo and redo keys work
 * here too.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createRoot } from 'react-dom/client';
import '../../src/theme.css';
import './preview.css';
import { PortalApp } from '../../src/renderer/PortalApp';
import { startClient } from '../../src/renderer/client-start';
import { markSelected } from './keep-selected';
import { listenToStudio, tellStudio, type DraftMessage } from './preview-bridge';

const element = document.getElementById('root');
if (!element) throw new Error('preview.html has no #root element');
const root = createRoot(element);
const queryClient = startClient();
let selected: string | null = null;

function Draft({ message }: { message: DraftMessage }) {
  useEffect(() => {
    markSelected(selected);
    tellStudio(window, { type: 'studio:rendered', seq: message.seq });
  }, [message]);
  // A new route starts the router there (a memory router reads its first entry once); a new config re-renders.
  const router = useMemo(
    () =>
      function PreviewRouter({ children }: { children: ReactNode }) {
        return <MemoryRouter initialEntries={[message.route]}>{children}</MemoryRouter>;
      },
    [message.route],
  );
  return <PortalApp key={message.route} config={message.config} queryClient={queryClient} router={router} />;
}

listenToStudio(window, (message) => {
  if (message.type === 'studio:draft') root.render(<Draft message={message} />);
  else {
    selected = message.sectionId;
    markSelected(selected);
  }
});

// A click in the preview selects the section under it; it never follows a link or presses a button there.
document.addEventListener(
  'click',
  (event) => {
    const section = (event.target as Element | null)?.closest?.('[data-section]');
    event.preventDefault();
    event.stopPropagation();
    if (section) tellStudio(window, { type: 'studio:pick', sectionId: section.getAttribute('data-section')! });
  },
  true,
);
// Ctrl (or ⌘) with Z, Shift+Z or Y undoes and redoes the studio's edits, wherever the keyboard focus is.
document.addEventListener(
  'keydown',
  (event) => {
    const key = event.key.toLowerCase();
    if (!(event.ctrlKey || event.metaKey) || event.altKey || (key !== 'z' && key !== 'y')) return;
    event.preventDefault();
    tellStudio(window, { type: 'studio:key', key, shiftKey: event.shiftKey });
  },
  true,
);
tellStudio(window, { type: 'studio:ready' });
