/**
 * "View progress" after a booking: to the page of config that lists the member's appointments, open on the tab of
 * the kind just booked. Config decides where that is (a page led by MyAppointments first, else any page showing
 * it); with no such page there is no link.
 */
import { Link } from 'react-router-dom';
import { usePortalConfig } from '../../config/config-context';
import type { PortalConfig } from '../../config/portal-config';
import type { AppointmentKind } from '../../data/rights-feedback';
import { useT, addTexts } from '../../i18n/i18n';
import { zh as rightsTexts } from '../../i18n/messages/rights';

addTexts(rightsTexts);

export function appointmentsRoute(config: PortalConfig): string | undefined {
  const pages = Object.values(config.pages).filter((p) =>
    p.sections.some((s) => s.component === 'MyAppointments' && !s.hidden),
  );
  return (pages.find((p) => p.sections[0]?.component === 'MyAppointments') ?? pages[0])?.route;
}

export function ProgressLink({ kind }: { kind: AppointmentKind }) {
  const { t } = useT();
  const route = appointmentsRoute(usePortalConfig());
  return route ? <Link to={`${route}?tab=${kind}`}>{t('rights.viewProgress')}</Link> : null;
}
