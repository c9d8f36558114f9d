/**
 * What the studio does around the edits: keeps the draft in the browser on every change (at once: a 37 kB config
 * serialises in well under a millisecond, and a crash right after an edit must not lose it), asks
 * before leaving with unpublished changes, and takes Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y for undo and redo (except
 * in a text field, where the browser's own undo of the typing belongs).
 */
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { clearSavedDraft, saveDraft } from '../model/draft-storage';
import { isDirty, redo, studio, undo } from '../model/studio-store';
import { studioText } from '../i18n/use-studio-t';
import { localeStore } from '../../src/i18n/i18n';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) && (target as HTMLInputElement).type !== 'checkbox'));

export function useStudioEffects(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const unsubscribe = subscribe(studio, () => {
      if (isDirty() && studio.draft) saveDraft(studio.draft, studio.etag);
      else clearSavedDraft();
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
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
      unsubscribe();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('keydown', onKey);
    };
  }, [active]);
}
