/**
 * What a 站点体检 found, in words: 正在体检… while it runs, 体检暂时无法完成：… with 重试 when it could not run, 未发现问题
 * when it found nothing, else each finding as a warning with the section named, the links checked and when. One polite
 * live region says the state, so a screen reader hears the result without leaving what it was reading.
 */
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { StudioApiError } from '../service/studio-client';
import { findingWords } from './finding-words';
import * as h from './health.css';
import type { Health } from './use-site-health';
import type { Finding } from '../../src/config/site-health-report';

function failureWords(t: ReturnType<typeof useStudioT>['t'], error: unknown) {
  const status = error instanceof StudioApiError ? error.status : -1;
  if (status === 0) return t('healthNoService');
  if (status === 401) return t('healthSignIn');
  if (status === 429) return t('healthBusy');
  return t('healthServiceFailed');
}

interface Props {
  health: Health;
  onRetry: () => void;
  label: string;
  /** 前往修改 beside each finding this returns a way to its field for (the toolbar's dialog; issue 32, item 6). */
  goTo?: (finding: Finding) => (() => void) | null;
}

export function HealthReport({ health, onRetry, label, goTo }: Props) {
  const { t, locale } = useStudioT();
  const report = health.state === 'done' ? health.report : undefined;
  const summary =
    health.state === 'loading'
      ? t('healthChecking')
      : health.state === 'failed'
        ? t('healthFailed', { reason: failureWords(t, health.error) })
        : report!.findings.length
          ? t('healthCount', { count: report!.findings.length })
          : t('healthNone');
  return (
    <div aria-busy={health.state === 'loading'}>
      <p aria-live="polite" className={health.state === 'failed' ? s.error : report?.findings.length === 0 ? h.ok : ''}>
        {summary}
      </p>
      {health.state === 'failed' && (
        <button type="button" className={s.button} onClick={onRetry}>
          {t('adminRetry')}
        </button>
      )}
      {report && report.findings.length > 0 && (
        <ul className={h.list} aria-label={label}>
          {report.findings.map((finding, i) => {
            const go = goTo?.(finding);
            const words = findingWords(t, locale, finding);
            return (
              <li key={i} className={h.finding}>
                <span className={h.mark} aria-hidden="true">
                  !
                </span>
                <span>{words}</span>
                {go && (
                  <button
                    type="button"
                    className={s.button}
                    aria-label={`${t('goToProblem')}${locale === 'en' ? ': ' : '：'}${words}`}
                    onClick={go}
                  >
                    {t('goToProblem')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {report && (
        <p className={s.meta}>
          {t('healthLinks', { checked: report.links.checked, found: report.links.found })}{' '}
          {t('healthCheckedAt', { time: new Date(report.checkedAt).toLocaleString(locale) })}
        </p>
      )}
    </div>
  );
}
