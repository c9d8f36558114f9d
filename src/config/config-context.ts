/** The portal config for components that need site-wide settings (member-centre links, the portal name). */
import { createContext, useContext } from 'react';
import type { PortalConfig } from './portal-config';

export const PortalConfigContext = createContext<PortalConfig | null>(null);

export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig needs the PortalConfigContext provider (src/renderer/PortalApp)');
  return config;
}

/** Absolute address of a member-centre page named in site.memberCentre.paths. */
export function memberCentreUrl(config: PortalConfig, page: string): string {
  const { base, paths } = config.site.memberCentre;
  return new URL(paths[page] ?? '/', base).href;
}
