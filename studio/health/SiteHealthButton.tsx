/** The toolbar's 站点体检: opens the check of the draft being edited. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import * as s from '../app/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { studio } from '../model/studio-store';
import { SiteHealthDialog } from './SiteHealthDialog';

export function SiteHealthButton() {
  const { t } = useStudioT();
  const snap = useSnapshot(studio);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={s.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('healthOpen')}
      </button>
      {/* (The draft is one frozen object per edit: the same object in the snapshot and the store.) */}
      <SiteHealthDialog open={open} onOpenChange={setOpen} config={(snap.draft as object | null) ?? null} />
    </>
  );
}
