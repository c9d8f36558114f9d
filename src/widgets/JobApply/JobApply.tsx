/**
 * "申请职位" for one job (issue 9 item 1; spec s6: applying is for personal members). A visitor is asked to log in
 * as a person, a company account is told companies cannot apply and offered the switch (useMemberAction); a
 * person confirms, then jobApplyAdd (or jobApplyAdd01 at a job fair) runs once per press. "Already applied" counts
 * as applied: the button then says so for the rest of the visit, wherever the job shows (docs/decisions/013).
 */
import { useSession } from '../../session/use-session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { appliedJobsQuery, useJobApply } from '../../data/job-apply';
import { useT, addTexts } from '../../i18n/i18n';
import { confirm } from '../Dialog/dialogs';
import { ActionButton } from '../MemberAction/ActionButton';
import { ActionResult } from '../MemberAction/ActionResult';
import { useMemberAction } from '../MemberAction/use-member-action';
import * as styles from './JobApply.css';
import { zh as applyTexts } from '../../i18n/messages/apply';

addTexts(applyTexts);

interface Props {
  jobId: number;
  /** The job's title and employer as plain text, for the confirmation (and the button's name when compact). */
  title: string;
  company: string;
  /** Apply at this job fair (jobApplyAdd01) instead of for the job alone (jobApplyAdd). */
  fairId?: number;
  /** A quieter button named after its job, for cards and list rows where several sit side by side. */
  compact?: boolean;
}

export function JobApply({ jobId, title, company, fairId, compact }: Props) {
  const { t } = useT();
  const uid = useSession().user?.uid ?? null;
  const action = useMemberAction({ requires: 'personal', switchMessage: 'apply.companyCannotApply' });
  const apply = useJobApply(uid);
  const { data: applied } = useQuery({ ...appliedJobsQuery(uid), select: (ids) => ids.includes(jobId) });
  const done = action.standing === 'ok' && applied === true;
  const box = useRef<HTMLDivElement>(null);
  useKeptPlace(box, action.pending);

  const press = () =>
    void action.act(() => apply.mutateAsync({ jobid: jobId, jobFairId: fairId }), {
      confirm: () =>
        confirm({
          title: t('apply.confirmTitle'),
          message: t(fairId === undefined ? 'apply.confirmMessage' : 'apply.confirmAtFair', { job: title, company }),
          confirmLabel: t('apply.confirm'),
        }),
      success: (result) => t(result === 'alreadyApplied' ? 'apply.already' : 'apply.success'),
    });

  // Busy ("投递中…") only while the application is on its way, not while a question is open (the login prompt, the
  // switch offer, the confirmation): nothing has been sent then (issue 22 item 13). A press meanwhile does nothing
  // (useMemberAction runs one action at a time), and the modal dialog is in front of the button anyway.
  const sending = apply.isPending;
  const label = t(done ? 'apply.done' : sending ? 'apply.busy' : 'apply.button');
  return (
    <div ref={box} tabIndex={-1} className={compact ? `${styles.box} ${styles.compact}` : styles.box}>
      <ActionButton
        label={t('apply.button')}
        busyLabel={t('apply.busy')}
        doneLabel={t('apply.done')}
        done={done}
        pending={sending}
        onPress={press}
        secondary={compact}
        aria-haspopup="dialog"
        aria-label={compact ? t('apply.named', { action: label, job: title }) : undefined}
      />
      <ActionResult outcome={action.outcome} successText={t('apply.success')} failedText={t('apply.failed')} />
    </div>
  );
}

/**
 * The button is disabled while its call runs (and for good once applied), so the browser drops the focus a keyboard
 * user had on it; a dialog may also end with the focus nowhere. Give it back to the button, or to this box when the
 * button stays disabled.
 */
function useKeptPlace(box: RefObject<HTMLDivElement | null>, pending: boolean) {
  const wasPending = useRef(false);
  useEffect(() => {
    const ended = wasPending.current && !pending;
    wasPending.current = pending;
    const el = box.current;
    if (!ended || !el) return;
    const focus = document.activeElement;
    if (focus && focus !== document.body && document.contains(focus)) return;
    const button = el.querySelector('button');
    (button && !button.disabled ? button : el).focus();
  }, [box, pending]);
}
