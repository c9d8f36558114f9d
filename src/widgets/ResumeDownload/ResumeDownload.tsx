/**
 * "下载简历" on a resume (companyResumeDownload, issue 9): the file the server sends, saved as
 * `简历-{name}-{id}.{ext}` with the name the page shows (masked, issue 22 item 14; file-name.ts). A refusal comes as the JSON envelope instead of a file and is said
 * in role=alert through errorText (spec s8). Only a logged-in company downloads; one request per press.
 */
import { useResumeDownload } from '../../data/talent-actions';
import { useT, addTexts } from '../../i18n/i18n';
import { ActionButton } from '../MemberAction/ActionButton';
import { ActionResult } from '../MemberAction/ActionResult';
import { useMemberAction } from '../MemberAction/use-member-action';
import { resumeFileName } from './file-name';
import { fileSaver } from './save-file';
import * as styles from './ResumeDownload.css';
import { zh as talentTexts } from '../../i18n/messages/talent';

addTexts(talentTexts);

interface Props {
  resumeId: number;
  /** The owner's name as the page shows it (plain text, masked: maskName), for the file's name. */
  name: string;
}

export function ResumeDownload({ resumeId, name }: Props) {
  const { t } = useT();
  const download = useResumeDownload();
  const action = useMemberAction({ requires: 'company', switchMessage: 'talent.download.switch' });

  const press = () =>
    void action.act(
      async () => {
        const { blob, disposition } = await download.mutateAsync(resumeId);
        const file = resumeFileName(disposition, blob.type, { name, id: resumeId });
        fileSaver.save(blob, file);
        return file;
      },
      { success: (file) => t('talent.download.success', { file }) },
    );

  return (
    <div className={styles.action}>
      <ActionButton
        label={t('talent.download.button')}
        busyLabel={t('talent.download.busy')}
        pending={action.pending}
        onPress={press}
        secondary
      />
      <ActionResult
        outcome={action.outcome}
        successText={t('talent.download.button')}
        failedText={t('talent.download.failed')}
      />
    </div>
  );
}
