/**
 * What the studio does around the edits: asks before leaving with changes the server does not have yet (a draft
 * saved there is offered back at the next start, from any browser), and takes Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y for
 * the studio's undo and redo, inside the draft's own fields too (issue 21, item 4: each change there is a step of
 * the studio's history, and the field shows the value restored). Text typed elsewhere (a publication's comment, a
 * review's reason, a password) is no part of that history: its field keeps the browser's own undo. Keeping the
 * draft (on the server, and in the browser until the server has it) is draft-sync.ts's.
 */
import { useEffect } from 'react';
import { fieldId } from '../editor/field-id';
import { isDirty, redo, undo } from '../model/studio-store';
import { draftSync } from '../service/draft-sync';
import { studioText } from '../i18n/use-studio-t';
import { localeStore } from '../../src/i18n/i18n';

/** Every field that edits the draft has the id of the value it edits (problems are shown and focused by it). */
const DRAFT_FIELD = fieldId('');
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Whether a key pressed at `target` goes to the text typed there rather than to the studio's history. */
const ownUndo = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  !target.id.startsWith(DRAFT_FIELD) &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' && !NOT_TYPED.has((target as HTMLInputElement).type)));

export function useStudioEffects(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty() || draftSync.state === 'saved') return;
      event.preventDefault();
      event.returnValue = studioText(localeStore.locale, 'leaveWarning');
    };
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing || ownUndo(event.target)) return;
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
