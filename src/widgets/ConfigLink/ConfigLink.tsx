/**
 * A link from page config: a portal page, a member-centre page, or another site (http/https only). A link that
 * `requires` an identity (spec s6) leads a visitor to the member-centre login for that identity, asks a member
 * of the other identity whether to switch (the member centre's switch page), and lets the right one through.
 */
import { useSession } from '../../session/use-session';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import type { LinkConfig } from '../../config/portal-config';
import { useT } from '../../i18n/i18n';
import { LOGIN_PAGE, linkGateDecision } from '../../session/gates';
import { safeExternalUrl } from '../external-url';
import { ask, external } from '../MemberAction/member-prompts';

interface Props {
  link: LinkConfig;
  className?: string;
  current?: boolean;
  children?: ReactNode;
  /** History state a portal page's link navigates with (a header tab's: src/renderer/kept-pages.ts). */
  state?: unknown;
}

export function ConfigLink({ link, className, current, children, state }: Props) {
  const config = usePortalConfig();
  const { text, locale } = useT();
  const account = useSession();
  const label = children ?? text(link.label);
  const gate = link.requires ? linkGateDecision(link.requires, account) : null;

  if (gate?.kind === 'login')
    return (
      <a className={className} href={memberCentreUrl(config, LOGIN_PAGE[gate.as])}>
        {label}
      </a>
    );
  const onClick =
    gate?.kind === 'switch'
      ? (e: MouseEvent) => {
          e.preventDefault();
          void ask(gate, config, locale).then((url) => url && external.go(url));
        }
      : undefined;

  if (link.route)
    return (
      <Link
        className={className}
        to={link.route}
        state={state}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
      >
        {label}
      </Link>
    );
  const href = link.memberCentre ? memberCentreUrl(config, link.memberCentre) : safeExternalUrl(link.href);
  if (!href) return <span className={className}>{label}</span>;
  return (
    <a className={className} href={href} onClick={onClick}>
      {label}
    </a>
  );
}
