/**
 * What the studio does around the edits: asks before leaving with changes the server does not have yet (a draft
 * saved there is offered back at the next start, from any browser), and takes Ctrl+Z /
 * Ctrl+Shift+Z / Ctrl+Y for undo and redo (except in a text field, where the browser's own undo of the typing
 * belongs). Keeping the draft (on the server, and in the browser until the server has it) is draft-sync.ts's.
 */
import { useEffect } from 'react';
import { isDirty, redo, undo } from '../model/studio-store';
import { draftSync } from './draft-sync';
import { studioText } from '../i18n/use-studio-t';
import { localeStore } from '../../src/i18n/i18n';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) && (target as HTMLInputElement).type !== 'checkbox'));

export function useStudioEffects(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty() || draftSync.state === 'saved') return;
      event.preventDefault();
      event.returnValue = studioText(localeStore.locale, 'leaveWarning');
    };
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('keydown', onKey);
    };
  }, [active]);
}
