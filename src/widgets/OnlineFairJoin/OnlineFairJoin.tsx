/**
 * "参加网络招聘会" (joinOnlineJobfair, issue 9), for both identities as the contract has it: a personal member
 * confirms and joins with the default resume; a company chooses which of its jobs to show, at least one. A visitor
 * is asked to log in (as a person, the fair's usual visitor). The page then says "已参会"; a fair that is over says
 * so instead of the button.
 */
import { useSession } from '../../session/use-session';
import { useState } from 'react';
import { useOnlineFairJoin } from '../../data/signups';
import { useT, addTexts } from '../../i18n/i18n';
import { accountState } from '../../session/session-store';
import { CompanyJobChoice } from '../CompanyJobChoice/CompanyJobChoice';
import { useJobChoice } from '../CompanyJobChoice/use-job-choice';
import { confirm } from '../Dialog/dialogs';
import { useMemberAction } from '../MemberAction/use-member-action';
import { ActionPanel } from '../MemberAction/ActionPanel';
import { useGatedDialog } from '../MemberAction/use-gated-dialog';
import { zh as signupTexts } from '../../i18n/messages/signup';

addTexts(signupTexts);

interface Props {
  fairId: number;
  ended: boolean;
  /** The backend says this member has joined already (OnlineJobFairDetail.joined). */
  joined: boolean;
}

export function OnlineFairJoin({ fairId, ended, joined }: Props) {
  const { t } = useT();
  const company = accountState(useSession()) === 'company';
  const join = useOnlineFairJoin();
  const action = useMemberAction({ requires: company ? 'company' : 'personal' });
  const gate = useGatedDialog(action);
  const [joinedNow, setJoinedNow] = useState(false);
  const form = useJobChoice(async (jobIds) => {
    const { already } = await join.mutateAsync({ jobFairId: fairId, jobIds });
    setJoinedNow(true);
    gate.setOpen(false);
    action.setOutcome({ kind: 'success', message: already });
  });

  async function joinAsPerson() {
    const ask = () =>
      confirm({
        title: t('signup.online.title'),
        message: t('signup.online.confirmMessage'),
        confirmLabel: t('signup.online.confirm'),
      });
    // resumeId left out: the contract's default resume (the portal cannot list a member's resumes).
    const result = await action.act(() => join.mutateAsync({ jobFairId: fairId }), {
      confirm: ask,
      success: (r) => r.already,
    });
    if (result) setJoinedNow(true);
  }

  const done = joined || joinedNow;
  return (
    <ActionPanel
      label={t('signup.online.button')}
      doneLabel={t('signup.online.done')}
      done={done}
      pending={gate.opening || action.pending}
      onPress={() => void (company ? gate.press() : joinAsPerson())}
      outcome={action.outcome}
      successText={t('signup.online.success')}
      failedText={t('signup.online.failed')}
      closedText={ended && !done ? t('signup.fair.ended') : undefined}
      dialog={{
        open: gate.open,
        onOpenChange: gate.setOpen,
        title: t('signup.online.title'),
        description: t('signup.online.text'),
      }}
    >
      <CompanyJobChoice form={form} submitLabel={t('signup.online.submit')} successText={t('signup.online.success')} />
    </ActionPanel>
  );
}
