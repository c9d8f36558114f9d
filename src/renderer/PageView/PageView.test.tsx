import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import config from '../../../pages.config/portal.json';
import { PortalConfigContext } from '../../config/config-context';
import type { PageConfig, PortalConfig } from '../../config/portal-config';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { FRESH_MS } from '../../data/query-client';
import { FIRST_SCREEN } from '../prefetch';
import { PageView, REVEAL_WAIT_MS } from './PageView';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../data/api-client', () => ({
  api: { call, get: vi.fn(), inflight: { count: 0, subscribe: () => () => {} } },
  callsAsMember: () => false,
}));

const page: PageConfig = {
  route: '/t',
  sections: [
    {
      id: 'notices',
      component: 'NoticeList',
      title: '通知公告',
      source: { operation: 'queryNoticeByPage' },
      pageSize: 3,
    },
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

// As the portal's client: answers stay fresh for a minute (src/data/query-client.ts).
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_MS } } });

function show(search = '', client = newClient(), shownPage = page) {
  return render(
    <PortalConfigContext.Provider value={config as unknown as PortalConfig}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PageView page={shownPage} search={new URLSearchParams(search)} />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}

/** A section on screen: not there at all until it is shown (each appears in its own render). */
const onScreen = (id: string) => {
  const section = document.querySelector<HTMLElement>(`[data-section="${id}"]`);
  return section !== null && !section.parentElement!.hidden;
};

describe('PageView: sections appear in reading order, so late data never pushes what is on screen', () => {
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the first screen's sections at once but draws a section only when those above it have drawn", async () => {
    const answer = controlled();
    show();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(onScreen('notices')).toBe(true);
    expect(onScreen('news')).toBe(false);

    await answer('getInfoByPage', '/api/Information/getInfoByPage'); // the lower one first: still waits
    expect(onScreen('news')).toBe(false);

    await answer('queryNoticeByPage', '/api/web/queryNoticeByPage');
    await waitFor(() => expect(onScreen('news')).toBe(true));
    expect(screen.getByRole('region', { name: '招聘资讯' })).toBeVisible();
    expect(call).toHaveBeenCalledTimes(2); // drawn from the answer already here, not asked again
  });

  it('stops waiting on a slow section after REVEAL_WAIT_MS, and a shown section stays shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    controlled();
    show();
    expect(onScreen('news')).toBe(false);
    await act(async () => vi.advanceTimersByTime(REVEAL_WAIT_MS + 10));
    await waitFor(() => expect(onScreen('news')).toBe(true));
    expect(onScreen('notices')).toBe(true);
  });

  it('draws every section at once when their code and data are already here (a page visited again)', async () => {
    const answer = controlled();
    const client = newClient();
    const first = show('', client);
    await answer('queryNoticeByPage', '/api/web/queryNoticeByPage');
    await answer('getInfoByPage', '/api/Information/getInfoByPage');
    await waitFor(() => expect(onScreen('news')).toBe(true));
    first.unmount();

    show('', client);
    expect(onScreen('notices')).toBe(true);
    expect(onScreen('news')).toBe(true);
  });

  it("asks for the first screen's data at once and for the rest once the first screen has drawn", async () => {
    const sizes = Array.from({ length: FIRST_SCREEN + 2 }, (_, i) => i + 1);
    const long = {
      route: '/t',
      sections: sizes.map((size) => ({
        id: `n${size}`,
        component: 'NoticeList',
        source: { operation: 'queryNoticeByPage' },
        pageSize: size,
      })),
    } as PageConfig;
    const pending: ((v: unknown) => void)[] = [];
    call.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    show('', newClient(), long);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(FIRST_SCREEN));
    const good = defaultExampleData('get', '/api/web/queryNoticeByPage');
    await act(async () => pending.splice(0).forEach((resolve) => resolve(good)));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(FIRST_SCREEN + 2));
  });

  it('counts an error as drawn: the sections below it appear', async () => {
    call.mockImplementation((op: string) =>
      op === 'queryNoticeByPage' ? Promise.reject(new Error('boom')) : new Promise(() => {}),
    );
    show();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(onScreen('news')).toBe(true));
  });
});

describe('PageView: the breadcrumb and the tab’s title name the record (decisions 056, 057)', () => {
  beforeEach(() => {
    call.mockReset();
    document.title = '';
  });

  it('names the page until the job arrives, then the job, in the breadcrumb and the title', async () => {
    const answer = controlled();
    const jobPage = (config as unknown as PortalConfig).pages.jobDetail!;
    show('id=7', newClient(), jobPage);
    const trail = screen.getByRole('navigation', { name: '当前位置' });
    expect(trail.querySelector('[aria-current="page"]')).toHaveTextContent('职位详情');
    expect(screen.getByRole('link', { name: '找工作' })).toHaveAttribute('href', '/jobSearch');
    await waitFor(() => expect(document.title).toBe('职位详情 - 江城市公共就业服务网'));

    const job = defaultExampleData('get', '/api/web/queryJobById') as { jobName: string };
    await waitFor(() => expect(call).toHaveBeenCalledWith('queryJobById', expect.anything()));
    await answer('queryJobById', '/api/web/queryJobById');
    await waitFor(() => expect(trail.querySelector('[aria-current="page"]')).toHaveTextContent(job.jobName));
    await waitFor(() => expect(document.title).toBe(`${job.jobName} - 江城市公共就业服务网`));
  });

  it('shows no breadcrumb on the home page, whose title is the site’s name', async () => {
    call.mockImplementation(() => new Promise(() => {}));
    show('', newClient(), { route: '/home', sections: [] } as PageConfig);
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('江城市公共就业服务网'));
  });
});
