/**
 * "邀请面试" on a resume (issue 9): a company invites the owner (companyInterviewAdd), then the invitation is pushed
 * to the candidate's WeChat (companyInterviewWechatPush, spec s7). Both results are told: invited and pushed; or
 * invited but the push failed, with the reason (errorText) and "重新推送", which sends only the push again, one
 * request per press. A refused invitation is said in the dialog with everything typed kept. Only a logged-in
 * company invites: a visitor is asked to log in as one, a personal account is offered the switch.
 */
import { useSession } from '../../session/use-session';
import { useState } from 'react';
import { useInterviewAdd, useInterviewPush } from '../../data/talent-actions';
import { useT, addTexts } from '../../i18n/i18n';
import { InterviewForm } from '../InterviewForm/InterviewForm';
import { interviewBody, useInterviewForm } from '../InterviewForm/use-interview-form';
import { isMobile } from '../form/validation';
import { ActionButton } from '../MemberAction/ActionButton';
import { ActionPanel } from '../MemberAction/ActionPanel';
import { ActionResult } from '../MemberAction/ActionResult';
import { useGatedDialog } from '../MemberAction/use-gated-dialog';
import { useMemberAction } from '../MemberAction/use-member-action';
import * as styles from './InterviewInvite.css';
import { zh as talentTexts } from '../../i18n/messages/talent';

addTexts(talentTexts);

interface Props {
  resumeId: number;
  /** The candidate's name as shown (plain text), for the dialog's title. */
  name: string;
}

export function InterviewInvite({ resumeId, name }: Props) {
  const { t } = useT();
  const { user } = useSession();
  const add = useInterviewAdd();
  const push = useInterviewPush();
  const action = useMemberAction({ requires: 'company', switchMessage: 'talent.invite.switch' });
  const pushing = useMemberAction({ requires: 'company' });
  const gate = useGatedDialog(action);
  const [interviewId, setInterviewId] = useState<number | null>(null);
  const [pushState, setPushState] = useState<'idle' | 'sent' | 'failed'>('idle');

  /** Sends (or sends again) the WeChat push of the invitation; its failure stays in `pushing.outcome`. */
  async function pushInvitation(id: number) {
    const done = await pushing.act(() => push.mutateAsync(id).then(() => true));
    setPushState(done ? 'sent' : 'failed');
  }

  const form = useInterviewForm(async (values) => {
    const id = await add.mutateAsync(interviewBody(values, resumeId));
    setInterviewId(id);
    gate.setOpen(false);
    void pushInvitation(id);
  });

  /** The mobile of the login goes into an empty field: nothing typed is overwritten. */
  function prefill() {
    const phone = form.field('mobile');
    if (!phone.value && user?.mobile && isMobile(user.mobile)) phone.onChange(user.mobile);
  }

  const invited = interviewId !== null;
  const inviteText =
    pushState === 'sent'
      ? t('talent.invite.pushed')
      : pushState === 'idle' && pushing.pending
        ? t('talent.invite.pushing')
        : t('talent.invite.created');

  return (
    <div className={styles.invite}>
      <ActionPanel
        label={t('talent.invite.button')}
        doneLabel={t('talent.invite.done')}
        done={invited}
        pending={gate.opening}
        onPress={() => void gate.press(prefill)}
        outcome={invited ? { kind: 'success', message: inviteText } : action.outcome}
        successText={t('talent.invite.created')}
        failedText={t('talent.invite.failed')}
        dialog={{
          open: gate.open,
          onOpenChange: gate.setOpen,
          title: t('talent.invite.title', { name }),
          description: t('talent.invite.text'),
        }}
      >
        <InterviewForm form={form} />
      </ActionPanel>
      {interviewId !== null && pushState === 'failed' && (
        <div className={styles.push}>
          <ActionResult outcome={pushing.outcome} successText="" failedText={t('talent.push.failed')} />
          <ActionButton
            label={t('talent.push.retry')}
            busyLabel={t('talent.push.busy')}
            pending={pushing.pending}
            onPress={() => void pushInvitation(interviewId)}
            secondary
          />
        </div>
      )}
    </div>
  );
}
