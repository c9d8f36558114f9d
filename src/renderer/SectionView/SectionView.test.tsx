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
vi.mock('../../data/api-client', () => ({ api: { call, get: vi.fn(), inflight: { count: 0, subscribe: () => () => {} } } }));

const notices: SectionConfig = { id: 'notices', component: 'NoticeList', title: '通知公告', source: { operation: 'queryNoticeByPage' }, pageSize: 8 };
const good = defaultExampleData('get', '/api/web/queryNoticeByPage');

function show(section: SectionConfig, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PortalConfigContext.Provider value={config as unknown as PortalConfig}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SectionView section={section} search={new URLSearchParams(search)} locale="zh-CN" />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
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
    call.mockResolvedValueOnce({ records: 'oops' }).mockResolvedValueOnce({ records: [{ id: 1, title: null, addtime: 'yesterday' }] }).mockResolvedValue(good);
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
