/** Test helpers for the form sections: render with a QueryClient, the portal config and a router; stub the API. */
import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { portalConfig } from './section-render';
import { PortalConfigContext } from '../../src/config/config-context';
import type { ComponentName } from '../../src/config/catalog';
import { sectionFrom } from '../../src/config/portal-config';
import { api } from '../../src/data/api-client';
import type { AnySectionProps } from '../../src/sections/section-props';

export function renderForm(
  // A form section, handed its sources' data the way the renderer hands it over.
  Component: ComponentType<any>,
  { data, search = '' }: { data: unknown; search?: string },
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const props: AnySectionProps = {
    section: sectionFrom(Component.name as ComponentName, { id: 'form' }),
    data,
    rows: [],
    search: new URLSearchParams(search),
  };
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <PortalConfigContext.Provider value={portalConfig}>
        <MemoryRouter>
          <Component {...props} />
        </MemoryRouter>
      </PortalConfigContext.Provider>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** Stubs `api.post`; answer with `resolve` / `reject` of the call you want to settle. */
export function stubPost() {
  const calls: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const post = vi
    .spyOn(api, 'post')
    .mockImplementation(() => new Promise((resolve, reject) => calls.push({ resolve, reject })) as never);
  return { post, settle: (i = 0) => calls[i]! };
}

/** The control labelled `name` (exact text of its label, or a pattern). */
export const control = <E extends HTMLElement = HTMLInputElement>(name: string | RegExp) =>
  screen.getByLabelText<E>(name);

/** The message a control is described by: its hint and its problem. */
export function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
