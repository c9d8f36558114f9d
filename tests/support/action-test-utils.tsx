/** Test helpers for the sign-up widgets: render with the portal config, a QueryClient and the DialogHost; stub the API. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { exampleData } from './contract-examples';
import { portalConfig } from './section-render';
import { PortalConfigContext } from '../../src/config/config-context';
import { api } from '../../src/data/api-client';
import { DialogHost } from '../../src/widgets/Dialog/DialogHost';
import { answer, dialogs } from '../../src/widgets/Dialog/dialogs';
import { external } from '../../src/widgets/MemberAction/member-prompts';

export const logins = {
  personal: exampleData('post', '/v1_0/member/login/password', 'ok'),
  company: exampleData('post', '/v1_0/member/login/password', 'company'),
};
export const companyJobs = exampleData<{ items: { id: number; jobName: string }[] }>(
  'get',
  '/v1_0/company/jobs/index',
).items;

export function renderWidget(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={client}>
        {node}
        <DialogHost />
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
  return { user, client, ...view };
}

/** GET answers by path (memberInfo, the company's jobs); a function answer may throw to fail the call. */
export function stubGet(answers: Record<string, unknown | (() => unknown)>) {
  return vi.spyOn(api, 'get').mockImplementation((async (path: string) => {
    const found = answers[path];
    if (found === undefined) throw new Error(`no stub for GET ${path}`);
    return typeof found === 'function' ? (found as () => unknown)() : found;
  }) as never);
}

/** Stubs `api.post`; settle each call with `resolve` / `reject`. */
export function stubPost() {
  const calls: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const post = vi
    .spyOn(api, 'post')
    .mockImplementation(() => new Promise((resolve, reject) => calls.push({ resolve, reject })) as never);
  return { post, settle: (i = 0) => calls[i]! };
}

/** Watches the way out to the member centre (and keeps the test page where it is). */
export const watchExternal = () => vi.spyOn(external, 'go').mockImplementation(() => undefined);

/** Closes every confirm or alert still open, so the next test starts with none. */
export async function closeDialogs() {
  for (const d of [...dialogs.queue]) answer(d.id, false);
  await Promise.resolve();
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
