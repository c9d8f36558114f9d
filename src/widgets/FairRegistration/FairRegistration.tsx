/**
 * "企业报名参会" on an on-site fair (addJobfairCompany, issue 9): a company chooses which of its own jobs to bring,
 * at least one; the registration then awaits the organiser's review and the page says "已报名参会". A visitor is
 * asked to log in as a company, a personal account is offered the switch. A fair that is over says so instead.
 */
import { useSession } from '../../session/use-session';
import { useState } from 'react';
import { useFairRegistration } from '../../data/signups';
import { useT, addTexts } from '../../i18n/i18n';
import { CompanyJobChoice } from '../CompanyJobChoice/CompanyJobChoice';
import { useJobChoice } from '../CompanyJobChoice/use-job-choice';
import { useMemberAction } from '../MemberAction/use-member-action';
import { ActionPanel } from '../MemberAction/ActionPanel';
import { useGatedDialog } from '../MemberAction/use-gated-dialog';
import { zh as signupTexts } from '../../i18n/messages/signup';

addTexts(signupTexts);

interface Props {
  fairId: number;
  /** The fair's last day is past: nothing to register for. */
  ended: boolean;
  /** The backend says this company has registered already (JobFairDetail.registered). */
  registered: boolean;
}

export function FairRegistration({ fairId, ended, registered }: Props) {
  const { t } = useT();
  const { companyId } = useSession();
  const register = useFairRegistration();
  const action = useMemberAction({ requires: 'company', switchMessage: 'signup.fair.switch' });
  const gate = useGatedDialog(action);
  const [registeredNow, setRegisteredNow] = useState(false);
  const form = useJobChoice(async (jobIds) => {
    // Only a company account gets the dialog; a logout in another tab meanwhile ends here, said as a failure.
    if (companyId === null) throw new Error('not logged in as a company');
    const { already } = await register.mutateAsync({ jobFairId: fairId, companyId, jobIds });
    setRegisteredNow(true);
    gate.setOpen(false);
    action.setOutcome({ kind: 'success', message: already });
  });

  return (
    <ActionPanel
      label={t('signup.fair.button')}
      doneLabel={t('signup.fair.done')}
      done={registered || registeredNow}
      pending={gate.opening}
      onPress={() => void gate.press()}
      outcome={action.outcome}
      successText={t('signup.fair.success')}
      failedText={t('signup.fair.failed')}
      closedText={ended && !(registered || registeredNow) ? t('signup.fair.ended') : undefined}
      dialog={{
        open: gate.open,
        onOpenChange: gate.setOpen,
        title: t('signup.fair.title'),
        description: t('signup.fair.text'),
      }}
    >
      <CompanyJobChoice form={form} submitLabel={t('signup.fair.submit')} successText={t('signup.fair.success')} />
    </ActionPanel>
  );
}
