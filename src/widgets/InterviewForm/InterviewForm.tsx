/**
 * The fields of an interview invitation in the portal's form frame (FormShell: required note, problem summary,
 * submit, answer). The place field follows the way of meeting: an address on site, a meeting link or note online.
 */
import { useT, addTexts } from '../../i18n/i18n';
import { CompanyJobSelect } from '../CompanyJobSelect/CompanyJobSelect';
import { Field } from '../form/Field';
import { FormShell } from '../form/FormShell';
import { DateInput, TextArea, TextInput } from '../form/inputs';
import { todayIso } from '../form/validation';
import type { InterviewForm as Form } from './use-interview-form';
import * as formStyles from '../form/form.css';
import * as styles from './InterviewForm.css';
import { zh as talentTexts } from '../../i18n/messages/talent';

addTexts(talentTexts);

interface Props {
  form: Form;
}

const MODES = [
  { value: 'site', label: 'talent.mode.site' },
  { value: 'online', label: 'talent.mode.online' },
] as const;

export function InterviewForm({ form }: Props) {
  const { t } = useT();
  const mode = form.field('mode');
  const online = mode.value === 'online';
  return (
    <FormShell form={form} submitLabel={t('talent.invite.submit')} successText={t('talent.invite.created')}>
      <CompanyJobSelect field={form.field('jobid')} label={t('talent.field.job')} />
      <Field field={form.field('date')} label={t('talent.field.date')}>
        {(control) => <DateInput {...control} min={todayIso()} />}
      </Field>
      <Field field={form.field('time')} label={t('talent.field.time')}>
        {({ onChange, ...control }) => (
          <input type="time" {...control} className={formStyles.control} onChange={(e) => onChange(e.target.value)} />
        )}
      </Field>
      <Field field={mode} label={t('talent.field.mode')} group>
        {({ id, onChange, onBlur, 'aria-describedby': describedBy }) => (
          <div className={styles.modes}>
            {MODES.map((m) => (
              <label key={m.value} className={styles.mode} htmlFor={`${id}-${m.value}`}>
                <input
                  type="radio"
                  id={`${id}-${m.value}`}
                  name={id}
                  value={m.value}
                  checked={mode.value === m.value}
                  onChange={() => onChange(m.value)}
                  onBlur={onBlur}
                  aria-describedby={describedBy}
                />
                {t(m.label)}
              </label>
            ))}
          </div>
        )}
      </Field>
      {online ? (
        <Field field={form.field('meeting')} label={t('talent.field.meeting')} hint={t('talent.hint.meeting')}>
          {(control) => <TextInput {...control} />}
        </Field>
      ) : (
        <Field field={form.field('address')} label={t('talent.field.address')}>
          {(control) => <TextInput {...control} autoComplete="street-address" />}
        </Field>
      )}
      <Field field={form.field('contact')} label={t('talent.field.contact')}>
        {(control) => <TextInput {...control} autoComplete="name" />}
      </Field>
      <Field field={form.field('mobile')} label={t('talent.field.mobile')}>
        {(control) => <TextInput {...control} type="tel" inputMode="numeric" autoComplete="tel" />}
      </Field>
      <Field field={form.field('note')} label={t('talent.field.note')} optional wide>
        {(control) => <TextArea {...control} rows={3} />}
      </Field>
    </FormShell>
  );
}
