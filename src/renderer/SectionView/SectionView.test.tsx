import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import config from '../../../pages.config/portal.json';
import { PortalConfigContext } from '../../config/config-context';
import type { PortalConfig, SectionConfig } from '../../config/portal-config';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { SectionView } from './SectionView';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../data/api-client', () => ({
  api: { call, get: vi.fn(), inflight: { count: 0, subscribe: () => () => {} } },
}));

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
            <SectionView key={section.id} section={section} search={new URLSearchParams(search)} locale="zh-CN" />
          ))}
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>
  );
}

const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function show(section: SectionConfig, search = '') {
  return render(tree([section], testClient(), search));
}

describe('SectionView', () => {
  beforeEach(() => {
    call.mockReset();
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
});
