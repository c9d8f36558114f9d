import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import config from '../../../pages.config/portal.json';
import { PortalConfigContext } from '../../config/config-context';
import type { PageConfig, PortalConfig } from '../../config/portal-config';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { PageView, REVEAL_WAIT_MS } from './PageView';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../data/api-client', () => ({ api: { call, get: vi.fn(), inflight: { count: 0, subscribe: () => () => {} } } }));

const page: PageConfig = {
  route: '/t',
  sections: [
    { id: 'notices', component: 'NoticeList', title: '通知公告', source: { operation: 'queryNoticeByPage' }, pageSize: 3 },
    { id: 'news', component: 'ArticleList', title: '招聘资讯', source: { operation: 'getInfoByPage' }, pageSize: 3 },
  ],
} as PageConfig;

/** Answers each operation when the test says so. */
function controlled() {
  const pending = new Map<string, (v: unknown) => void>();
  call.mockImplementation((op: string) => new Promise((resolve) => pending.set(op, resolve)));
  return async (op: string, path: string) => {
    await act(async () => pending.get(op)!(defaultExampleData('get', path)));
  };
}

function show(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PortalConfigContext.Provider value={config as unknown as PortalConfig}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PageView page={page} search={new URLSearchParams(search)} />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}

const cellOf = (id: string) => document.querySelector(`[data-section="${id}"]`)!.parentElement!;

describe('PageView: sections appear in reading order, so late data never pushes what is on screen', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for every section at once but shows a section only when those above it have drawn', async () => {
    const answer = controlled();
    show();
    expect(call).toHaveBeenCalledTimes(2);
    expect(cellOf('notices')).toBeVisible();
    expect(cellOf('news')).not.toBeVisible();

    await answer('getInfoByPage', '/api/Information/getInfoByPage'); // the lower one first: still waits
    expect(cellOf('news')).not.toBeVisible();

    await answer('queryNoticeByPage', '/api/web/queryNoticeByPage');
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
    expect(cellOf('news')).toBeVisible();
  });

  it('stops waiting on a slow section after REVEAL_WAIT_MS, and a shown section stays shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    controlled();
    show();
    expect(cellOf('news')).not.toBeVisible();
    await act(async () => vi.advanceTimersByTime(REVEAL_WAIT_MS + 10));
    expect(cellOf('news')).toBeVisible();
    expect(cellOf('notices')).toBeVisible();
  });

  it('counts an error as drawn: the sections below it appear', async () => {
    call.mockImplementation((op: string) => (op === 'queryNoticeByPage' ? Promise.reject(new Error('boom')) : new Promise(() => {})));
    show();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(cellOf('news')).toBeVisible();
  });
});
