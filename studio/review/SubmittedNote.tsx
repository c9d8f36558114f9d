/** After 提交审核: the editor shows what was submitted, and says it waits (issue 32 item 5). */
import { useSnapshot } from 'valtio';
import { useStudioT } from '../i18n/use-studio-t';
import { draftSync } from '../service/draft-sync';
import * as s from '../shared/studio.css';

export function SubmittedNote() {
  const { t } = useStudioT();
  const { submittedId } = useSnapshot(draftSync);
  return (
    <p role="status" className={submittedId ? s.notice : undefined}>
      {submittedId ? (
        <>
          <span className={s.stateBadge}>{t('statusPending')}</span> {t('submittedShown', { id: submittedId })}
        </>
      ) : null}
    </p>
  );
}
