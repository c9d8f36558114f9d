import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import config from '../../../pages.config/portal.json';
import { PortalConfigContext } from '../../config/config-context';
import type { PortalConfig, SectionConfig } from '../../config/portal-config';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { FRESH_MS } from '../../data/query-client';
import { SectionView } from './SectionView';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../data/api-client', () => ({
  api: { call, get: vi.fn(), inflight: { count: 0, subscribe: () => () => {} } },
  callsAsMember: () => false,
}));

// A form and a sourceless widget that throw while drawing until the test mends them.
const broken = vi.hoisted(() => ({ form: false, widget: false }));
vi.mock('../../sections/ArbitrationForm/ArbitrationForm', () => ({
  ArbitrationForm: () => {
    if (broken.form) throw new Error('form broke');
    return <p>仲裁表单</p>;
  },
}));
vi.mock('../../sections/EntryLinks/EntryLinks', () => ({
  EntryLinks: () => {
    if (broken.widget) throw new Error('widget broke');
    return <p>维权入口</p>;
  },
}));
// The real loader, except for the code of components a test has cut off (a chunk that does not arrive).
const offline = vi.hoisted(() => new Set<string>());
vi.mock('../component-loaders', async (importOriginal) => {
  const real = await importOriginal<typeof import('../component-loaders')>();
  return {
    ...real,
    loadComponent: vi.fn((name: Parameters<typeof real.loadComponent>[0]) =>
      offline.has(name)
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : real.loadComponent(name),
    ),
  };
});

const notices: SectionConfig = {
  id: 'notices',
  component: 'NoticeList',
  title: '通知公告',
  source: { operation: 'queryNoticeByPage' },
  pageSize: 8,
};
const good = defaultExampleData('get', '/api/web/queryNoticeByPage');

function tree(sections: SectionConfig[], client: QueryClient, search = '') {
  return (
    <PortalConfigContext.Provider value={config as unknown as PortalConfig}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          {sections.map((section) => (
            <SectionView key={section.id} section={section} search={new URLSearchParams(search)} />
          ))}
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>
  );
}

// As the portal's client: answers stay fresh for a minute (src/data/query-client.ts).
const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_MS } } });

function show(section: SectionConfig, search = '') {
  return render(tree([section], testClient(), search));
}

describe('SectionView', () => {
  beforeEach(() => {
    call.mockReset();
    broken.form = broken.widget = false;
    offline.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('asks the configured operation with the page size and shows at most that many rows', async () => {
    call.mockResolvedValue(good);
    show(notices);
    expect(await screen.findAllByRole('listitem')).toHaveLength(8);
    expect(call).toHaveBeenCalledWith('queryNoticeByPage', expect.objectContaining({ query: { size: 8, page: 1 } }));
  });

  it('shows its own error with a retry when the body breaks the contract, and recovers on retry', async () => {
    call
      .mockResolvedValueOnce({ records: 'oops' })
      .mockResolvedValueOnce({ records: [{ id: 1, title: null, addtime: 'yesterday' }] })
      .mockResolvedValue(good);
    show(notices);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('通知公告加载失败：服务异常！');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    // The rows themselves are broken: still contained, and the retry is offered again once that call is over.
    await waitFor(() => expect(screen.getByRole('button', { name: '重试' })).toBeEnabled());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(8);
  });

  it('a section drawn on a call that has just failed shows that error, without asking again and hiding the one above', async () => {
    // The home page's banner and adverts share one call: the adverts, drawn after the banner has shown the failure,
    // must not ask again by themselves (the banner's error would turn back into "loading").
    call.mockRejectedValueOnce(new Error('down')).mockResolvedValue(good);
    const client = testClient();
    const { rerender } = render(tree([notices], client));
    expect(await screen.findByRole('alert')).toHaveTextContent('通知公告加载失败');
    rerender(tree([notices, { ...notices, id: 'notices2' }], client));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(call).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[1]!);
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is idle, not loading for ever, when a detail page is opened without its id', async () => {
    show({ id: 'detail', component: 'NoticeDetail', source: { operation: 'queryNoticeById', bind: { id: 'id' } } });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a section only for the address value it is configured for', () => {
    call.mockResolvedValue(good);
    const { container } = show({ ...notices, when: { query: 'type', equals: 'second' } }, 'type=first');
    expect(container).toBeEmptyDOMElement();
    expect(call).not.toHaveBeenCalled();
  });

  describe('every kind of section sits in its own error boundary', () => {
    const form = config.pages.arbitration.sections[0] as SectionConfig; // two sources: disputeType, queryOrganization
    const entries = config.pages.safeguardRights.sections[0] as SectionConfig; // no source at all
    const region = (name: string) => screen.getByRole('region', { name });
    const answers = () =>
      call.mockImplementation(async (op: string) => (op === 'queryNoticeByPage' ? good : { records: [] }));

    it('a form that throws shows its title, the generic failure and a retry; its neighbour works; retry redraws it and asks its data again', async () => {
      broken.form = true;
      answers();
      render(tree([form, notices], testClient()));
      const alert = await screen.findByRole('alert');
      expect(region('劳动仲裁预约登记')).toContainElement(alert);
      expect(alert).toHaveTextContent('劳动仲裁预约登记加载失败：请求失败！');
      expect(await within(region('通知公告')).findAllByRole('listitem')).toHaveLength(8);
      const formCalls = () => call.mock.calls.filter(([op]) => op !== 'queryNoticeByPage').length;
      expect(formCalls()).toBe(2);

      broken.form = false;
      await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
      expect(await screen.findByText('仲裁表单')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(formCalls()).toBe(4); // its data may be what broke it: asked again, once per source
      expect(within(region('通知公告')).getAllByRole('listitem')).toHaveLength(8);
    });

    it('a widget without a source that throws is contained the same way and comes back on retry', async () => {
      broken.widget = true;
      answers();
      render(tree([entries, notices], testClient()));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('我要维权加载失败：请求失败！');
      expect(await within(region('通知公告')).findAllByRole('listitem')).toHaveLength(8);

      broken.widget = false;
      await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
      expect(await screen.findByText('维权入口')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(call).toHaveBeenCalledTimes(1); // the notices' call only: the widget has no data to ask again
    });

    it('a section whose code does not arrive says so, and retry loads the code without asking the data again', async () => {
      const phones: SectionConfig = {
        id: 'phones',
        component: 'GuidePhoneList', // drawn by no other test here: its code has not been loaded yet
        title: '指导电话',
        source: { operation: 'queryGuideMobileByPage' },
        pageSize: 5,
      };
      call.mockImplementation(async (op: string) =>
        op === 'queryNoticeByPage' ? good : defaultExampleData('get', '/api/web/queryGuideMobileByPage'),
      );
      offline.add('GuidePhoneList');
      render(tree([phones, notices], testClient()));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('指导电话加载失败：网络错误！请稍后重试');
      expect(await within(region('通知公告')).findAllByRole('listitem')).toHaveLength(8);

      offline.clear();
      await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
      expect(await within(region('指导电话')).findAllByRole('listitem')).not.toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(call.mock.calls.filter(([op]) => op === 'queryGuideMobileByPage')).toHaveLength(1);
    });
  });
});
