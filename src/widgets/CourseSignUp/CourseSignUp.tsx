/**
 * "我要报名" on a course (schoolSignUp, issue 9): for a personal member whose profile is complete (decision 014), a
 * dialog with name, ID card and mobile (spec s5 patterns), the name and mobile filled in from the session where
 * known; a visitor is asked to log in as a person, a company account is offered the switch. The form lives here,
 * not in the dialog, so a failure or closing the dialog keeps what was typed; success says so and the button then
 * shows "已报名". Outside the course's enrolment window the place of the button says "报名未开始" or "报名已截止" and
 * nothing can be sent: the rule of a fair that is over (periodState, date-range.ts), decision 055.
 */
import { useState } from 'react';
import { useSchoolSignUp } from '../../data/signups';
import { useT, addTexts } from '../../i18n/i18n';
import { periodState } from '../date-range';
import { session } from '../../session/session-store';
import { FormShell } from '../form/FormShell';
import { PersonFields } from '../form/PersonFields';
import { useForm } from '../form/use-form';
import { idCard, isMobile, mobile, required } from '../form/validation';
import { useMemberAction } from '../MemberAction/use-member-action';
import { ActionPanel } from '../MemberAction/ActionPanel';
import { useGatedDialog } from '../MemberAction/use-gated-dialog';
import { zh as formsTexts } from '../../i18n/messages/forms';
import { zh as signupTexts } from '../../i18n/messages/signup';

addTexts(formsTexts);
addTexts(signupTexts);

const INITIAL = { fullname: '', idcard: '', mobile: '' };
const RULES = {
  fullname: [required('forms.field.fullname')],
  idcard: [required('forms.field.idcard'), idCard],
  mobile: [required('forms.field.mobile'), mobile],
};

interface Props {
  majorId: number;
  /** The course's name as shown (plain text), for the dialog's title. */
  courseName: string;
  /** The enrolment window's first and last moments (epoch seconds, schoolDetail); a missing one leaves that side open. */
  enrolStart?: number;
  enrolEnd?: number;
}

const CLOSED_TEXT = { before: 'signup.course.notYet', over: 'signup.course.closed' } as const;

export function CourseSignUp({ majorId, courseName, enrolStart, enrolEnd }: Props) {
  const { t } = useT();
  const signUp = useSchoolSignUp();
  const action = useMemberAction({
    requires: 'personal',
    refinedProfile: true,
    switchMessage: 'signup.course.switch',
  });
  const gate = useGatedDialog(action);
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: INITIAL,
    rules: RULES,
    send: async (v) => {
      const { already } = await signUp.mutateAsync({
        majorId,
        fullname: v.fullname.trim(),
        idcard: v.idcard.trim().toUpperCase(),
        mobile: v.mobile.trim(),
      });
      setDone(true);
      gate.setOpen(false);
      action.setOutcome({ kind: 'success', message: already });
    },
  });

  /** What the session knows goes into empty fields only: nothing typed is overwritten. */
  function prefill() {
    const user = session.user;
    const name = form.field('fullname');
    const phone = form.field('mobile');
    if (!name.value && user?.fullname) name.onChange(user.fullname);
    if (!phone.value && user?.mobile && isMobile(user.mobile)) phone.onChange(user.mobile);
  }

  const enrolment = periodState(enrolStart, enrolEnd);

  return (
    <ActionPanel
      label={t('signup.course.button')}
      doneLabel={t('signup.course.done')}
      done={done}
      pending={gate.opening}
      onPress={() => void gate.press(prefill)}
      outcome={action.outcome}
      successText={t('signup.course.success')}
      failedText={t('signup.course.failed')}
      closedText={enrolment !== 'open' && !done ? t(CLOSED_TEXT[enrolment]) : undefined}
      dialog={{
        open: gate.open,
        onOpenChange: gate.setOpen,
        title: t('signup.course.title', { name: courseName }),
        description: t('signup.course.text'),
      }}
    >
      <FormShell form={form} submitLabel={t('signup.course.submit')} successText={t('signup.course.success')}>
        <PersonFields
          name={form.field('fullname')}
          idcard={form.field('idcard')}
          mobile={form.field('mobile')}
          nameLabel={t('forms.field.fullname')}
        />
      </FormShell>
    </ActionPanel>
  );
}
