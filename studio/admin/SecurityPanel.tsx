/**
 * 安全设置 (三员分立, issue 31; decision 075): the security administrator's own tool, and only theirs: session
 * time-outs, password rules and whether editors need a second factor. Saving changes them for everyone at once;
 * each change is on record in the audit log.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { StudioKey } from '../i18n/messages';
import { useStudioT } from '../i18n/use-studio-t';
import { StudioDialog } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';
import { changeSecurity, readSecurity, type SecuritySettings } from './admin-client';
import { endedSession, loadFailure, type AdminPanelProps } from './admin-panel';
import { Field } from './Field';
import { SecondFactorsList } from './SecondFactorsList';

type NumberSetting = Exclude<keyof SecuritySettings, 'editorsTwoFactor'>;
const NUMBERS: [NumberSetting, StudioKey][] = [
  ['idleMinutes', 'securityIdleMinutes'],
  ['absoluteHours', 'securityAbsoluteHours'],
  ['passwordMinLength', 'securityPasswordMinLength'],
  ['passwordClasses', 'securityPasswordClasses'],
  ['passwordHistory', 'securityPasswordHistory'],
  ['passwordMaxAgeDays', 'securityPasswordMaxAgeDays'],
];

export function SecurityPanel(props: AdminPanelProps) {
  const { open, onOpenChange } = props;
  const { t } = useStudioT();
  const id = useId();
  const [settings, setSettings] = useState<SecuritySettings | null>(null);
  const [said, setSaid] = useState<{ key: StudioKey; alert?: boolean } | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    readSecurity().then(
      (read) => live && setSettings(read),
      (error: unknown) => live && !endedSession(error, props) && setSaid({ key: loadFailure(error), alert: true }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, [open]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    try {
      setSettings(await changeSecurity(settings));
      setSaid({ key: 'securitySaved' });
    } catch (error) {
      if (!endedSession(error, props)) setSaid({ key: 'securityRefused', alert: true });
    }
  }

  return (
    <StudioDialog open={open} onOpenChange={onOpenChange} title={t('adminSecurity')} description={t('securityHelp')}>
      {settings && (
        <form onSubmit={save} aria-label={t('adminSecurity')}>
          {NUMBERS.map(([key, label]) => (
            <Field key={key} id={`${id}-${key}`} label={t(label)}>
              {(control) => (
                <input
                  {...control}
                  className={s.input}
                  type="number"
                  inputMode="numeric"
                  value={settings[key]}
                  onChange={(e) => setSettings({ ...settings, [key]: Number(e.target.value) })}
                />
              )}
            </Field>
          ))}
          <label>
            <input
              type="checkbox"
              checked={settings.editorsTwoFactor}
              onChange={(e) => setSettings({ ...settings, editorsTwoFactor: e.target.checked })}
            />{' '}
            {t('securityEditorsTwoFactor')}
          </label>
          <p>
            <button type="submit" className={s.button}>
              {t('securitySave')}
            </button>
          </p>
        </form>
      )}
      {said && <p role={said.alert ? 'alert' : 'status'}>{t(said.key)}</p>}
      {open && <SecondFactorsList {...props} />}
    </StudioDialog>
  );
}
