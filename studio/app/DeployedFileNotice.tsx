/**
 * What the service found in the deployed portal.config.json (decision 069): a broken file is named with each problem
 * (it is not published and the site keeps the published version); a change taken in is said once, with where to undo
 * it (版本). Nothing is shown while the file is as it was taken in.
 */
import { useEffect, useState } from 'react';
import { studioCall } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';

type DeployedFileState =
  | { status: 'unchanged' | 'missing' }
  | { status: 'taken-in'; version: string; at: string }
  | { status: 'broken'; file: string; problems: string[]; at: string };

export function DeployedFileNotice() {
  const { t, locale } = useStudioT();
  const [state, setState] = useState<DeployedFileState | null>(null);
  useEffect(() => {
    let live = true;
    studioCall('/deployed-file')
      .then((res) => res.json() as Promise<DeployedFileState>)
      .then((found) => live && setState(found))
      // The banner is a courtesy: a service that cannot say leaves the studio as it is.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (state?.status === 'broken')
    return (
      <div role="alert" className={s.notice}>
        <p>{t('deployedFileBroken', { file: state.file.split(/[\\/]/).pop() ?? state.file })}</p>
        <ul className={s.changeList}>
          {state.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  if (state?.status === 'taken-in')
    return (
      <div role="status" className={s.notice}>
        {t('deployedFileTakenIn', { time: new Date(state.at).toLocaleString(locale) })}{' '}
        <button type="button" className={s.button} onClick={() => setState(null)}>
          {t('close')}
        </button>
      </div>
    );
  return null;
}
