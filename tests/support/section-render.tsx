/** Renders a section component the way the renderer hands it over: inside a router and the portal config. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import portal from '../../pages.config/portal.json';
import { PortalConfigContext } from '../../src/config/config-context';
import type { PortalConfig, SectionConfig } from '../../src/config/portal-config';
import type { ComponentName } from '../../src/config/catalog';
import type { AnySectionProps } from '../../src/sections/section-props';

export const portalConfig = portal as unknown as PortalConfig;

interface Options {
  data?: unknown;
  rows?: readonly unknown[];
  section?: Partial<SectionConfig>;
  search?: string;
}

/**
 * `section` defaults to an untitled section named after the component (a detail page's own section). A fresh
 * QueryClient is around it, as in the app, for sections holding a member action (apply, sign up).
 */
export function renderSection(
  // Any section component, handed contract examples the way the renderer hands it a source's data.
  Component: ComponentType<any>,
  { data, rows = [], section = {}, search = '' }: Options = {},
) {
  const props: AnySectionProps = {
    // The component's name as config names it (tests hand any component, as the renderer does).
    section: { id: 'detail', component: Component.name as ComponentName, ...section } as SectionConfig,
    data,
    rows,
    search: new URLSearchParams(search),
  };
  return render(
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Component {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}
