/**
 * A config's 站点体检 while a view shows it: asked when the view opens and when the config changes (a check of the
 * same config made in the last minutes is shown as it is), again on demand; an answer for a config the view no
 * longer shows is dropped.
 */
import { useMemo, useState } from 'react';
import { useReadWhileOpen } from '../shared/use-read-while-open';
import type { SiteHealthReport } from '../../src/config/site-health-report';
import { siteHealthOf } from './health-client';

export type Health =
  { state: 'loading' } | { state: 'done'; report: SiteHealthReport } | { state: 'failed'; error: unknown };

interface Asked {
  config: object | null;
  round: number;
}

export function useSiteHealth(config: object | null, active: boolean) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ asked: Asked; health: Health } | null>(null);
  const asked = useMemo<Asked>(() => ({ config, round }), [config, round]);
  useReadWhileOpen(
    active && config !== null,
    asked,
    (a) => siteHealthOf(a.config!),
    (report, a) => setAnswer({ asked: a, health: { state: 'done', report } }),
    (error, a) => setAnswer({ asked: a, health: { state: 'failed', error } }),
  );
  const health: Health = answer?.asked === asked ? answer.health : { state: 'loading' };
  // Asked anew here; the read the new round makes finds this answer kept.
  const again = () => {
    if (config) void siteHealthOf(config, true).catch(() => undefined);
    setRound((r) => r + 1);
  };
  return { health, again };
}
