/**
 * The toolbar's 站点体检: opens the check of the draft being edited. Closing gives the focus back to the button (Radix
 * gives it back only to a Dialog.Trigger, and the studio's dialog frame has none).
 */
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { studio } from '../model/studio-store';
import { SiteHealthDialog } from './SiteHealthDialog';

export function SiteHealthButton() {
  const { t } = useStudioT();
  const snap = useSnapshot(studio);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    // After the dialog (and its focus trap) is gone.
    if (!next) setTimeout(() => button.current?.focus());
  };
  return (
    <>
      <button ref={button} type="button" className={s.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('healthOpen')}
      </button>
      {/* (The draft is one frozen object per edit: the same object in the snapshot and the store.) */}
      <SiteHealthDialog open={open} onOpenChange={change} config={(snap.draft as object | null) ?? null} />
    </>
  );
}
