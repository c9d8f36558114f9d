import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { api } from '../../data/api-client';
import { clearSession, logIn, session, updateSession } from '../../session/session-store';
import { MyAppointments } from './MyAppointments';
import { appointmentsRoute } from './ProgressLink';

const BASE = '/v1_0/seafeguardingrights/Safeguardingrights';
const ARBITRATION = `${BASE}/arbitrationFeedback`;
const SUPERVISION = `${BASE}/supervisionFeedback`;
const personal = exampleData('post', '/v1_0/member/login/password', 'ok');
const company = exampleData('post', '/v1_0/member/login/password', 'company');
const examples = {
  [ARBITRATION]: exampleData('get', ARBITRATION, 'ok'),
  [SUPERVISION]: exampleData('get', SUPERVISION, 'ok'),
};
const EMPTY = exampleData('get', ARBITRATION, 'empty');

type Get = (path: string, init: { params: { query: { page: number; pagesize: number } } }) => Promise<unknown>;
const stubGet = (answer: Get) => vi.spyOn(api, 'get').mockImplementation(answer as never);
const examplesGet: Get = async (path) => examples[path as keyof typeof examples];

function renderMine(search = '', pageSize?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PortalConfigContext.Provider value={portalConfig}>
        <MemoryRouter>
          <MyAppointments
            section={{ id: 'mine', component: 'MyAppointments', title: { 'zh-CN': '我的预约', en: 'Mine' }, pageSize }}
            data={undefined}
            rows={[]}
            search={new URLSearchParams(search)}
          />
        </MemoryRouter>
      </PortalConfigContext.Provider>
    </QueryClientProvider>,
  );
}
const panel = () => screen.getByRole('tabpanel');

beforeEach(() => clearSession());
afterEach(() => vi.restoreAllMocks());

describe('MyAppointments', () => {
  it('invites a visitor to log in, and asks the server nothing', () => {
    const get = stubGet(examplesGet);
    renderMine();
    const region = screen.getByRole('region', { name: '我的预约' });
    expect(region).toHaveTextContent('登录后可查看您的劳动仲裁、欠薪监察预约及办理进度。');
    expect(within(region).getByRole('link', { name: '登录' }).getAttribute('href')).toMatch(/^https:\/\/.+login/);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('waits for the start-up check to confirm a stored login before asking', async () => {
    const get = stubGet(examplesGet);
    logIn(personal);
    session.checked = false; // a login restored from the cookie, not yet vouched for
    renderMine();
    expect(screen.getByRole('status')).toHaveTextContent('正在确认登录状态…');
    expect(get).not.toHaveBeenCalled();
    await act(async () => updateSession({ checked: true }));
    expect(await screen.findByRole('heading', { name: '江城市恒达物流有限公司' })).toBeInTheDocument();
  });

  it('says it is loading while the lists are on their way, asking each list once for page 1', () => {
    const get = stubGet(() => new Promise(() => undefined));
    logIn(personal);
    renderMine();
    expect(within(panel()).getByRole('status')).toHaveTextContent('正在加载…');
    expect(get.mock.calls.map(([path, init]) => [path, (init as Parameters<Get>[1]).params.query])).toEqual([
      [ARBITRATION, { page: 1, pagesize: 10 }],
      [SUPERVISION, { page: 1, pagesize: 10 }],
    ]);
  });

  it('says so when the member has no appointments', async () => {
    stubGet(async () => EMPTY);
    logIn(personal);
    renderMine();
    expect(await within(panel()).findByText('您还没有预约记录')).toBeInTheDocument();
  });

  it("lists the appointments with their status and the organisation's feedback; a pending one is awaited", async () => {
    stubGet(examplesGet);
    logIn(personal);
    renderMine();
    const handled = (await screen.findByRole('heading', { name: '江城市恒达物流有限公司' })).closest('li')!;
    expect(handled).toHaveTextContent('办理状态：已受理');
    expect(handled).toHaveTextContent('拖欠劳动报酬');
    expect(handled).toHaveTextContent('江城市劳动人事争议仲裁院');
    expect(handled).toHaveTextContent(/处理反馈（\d{4}\/\d{2}\/\d{2}）已受理，请于9月15日上午/);
    const waiting = screen.getByRole('heading', { name: '江城市东湖区鑫源商贸有限公司' }).closest('li')!;
    expect(waiting).toHaveTextContent('办理状态：待受理');
    expect(waiting).toHaveTextContent('等待处理');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull(); // 2 of 2: one page

    await userEvent.click(screen.getByRole('tab', { name: '欠薪监察预约' }));
    const closed = within(panel()).getByRole('heading', { name: '江城市宏盛建筑劳务有限公司' }).closest('li')!;
    expect(closed).toHaveTextContent('建筑领域欠薪');
    expect(closed).toHaveTextContent('临江县滨江花园二期住宅项目');
    expect(closed).toHaveTextContent('286000 元');
    expect(closed).toHaveTextContent('已办结');
    expect(closed).toHaveTextContent('经监察大队协调');
  });

  it('shows a failure with its reason and a retry that asks again', async () => {
    let fail = true;
    const get = stubGet(async (path) => {
      if (fail) throw envelopeError(500, '服务繁忙，请稍后再试');
      return examples[path as keyof typeof examples];
    });
    logIn(personal);
    renderMine();
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('劳动仲裁预约加载失败：服务繁忙，请稍后再试');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(panel()).findByRole('heading', { name: '江城市恒达物流有限公司' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([path]) => path === ARBITRATION)).toHaveLength(2);
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    stubGet(examplesGet);
    logIn(personal);
    renderMine();
    const [arbitration, supervision] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(arbitration).toHaveAttribute('aria-selected', 'true');
    expect(supervision).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(arbitration).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(supervision).toHaveFocus();
    expect(supervision).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('欠薪监察预约');
    await userEvent.keyboard('{ArrowRight}');
    expect(arbitration).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(supervision).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(arbitration).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab(); // from the selected tab into its panel, not to the other tab
    expect(panel()).toHaveFocus();
  });

  it('opens on the tab the address asks for', async () => {
    stubGet(examplesGet);
    logIn(personal);
    renderMine('?tab=supervision');
    expect(screen.getByRole('tab', { name: '欠薪监察预约' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panel()).findByText('经监察大队协调，施工总包单位已于9月18日代为支付全部劳务费28.6万元。'),
    ).toBeVisible();
  });

  it('offers page numbers when there is more than a page, and asks for the page chosen', async () => {
    const get = stubGet(async (path, init) => ({
      ...examples[path as keyof typeof examples],
      total: 5,
      current_page: init.params.query.page,
    }));
    logIn(personal);
    renderMine('', 2);
    const pager = await within(panel()).findByRole('navigation', { name: '分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        ARBITRATION,
        expect.objectContaining({ params: { query: { page: 3, pagesize: 2 } } }),
      ),
    );
  });

  it('follows the account: another login asks for its own list, a logout leaves the invitation', async () => {
    const get = stubGet(examplesGet);
    logIn(personal);
    renderMine();
    await screen.findByRole('heading', { name: '江城市恒达物流有限公司' });
    await act(async () => logIn(company));
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === ARBITRATION)).toHaveLength(2));
    await act(async () => clearSession());
    expect(screen.getByRole('region', { name: '我的预约' })).toHaveTextContent('登录后可查看');
    expect(screen.queryByRole('heading', { name: '江城市恒达物流有限公司' })).toBeNull();
    expect(get.mock.calls.filter(([path]) => path === ARBITRATION)).toHaveLength(2);
  });

  it('leads "view progress" to the page of config led by the appointments', () => {
    expect(appointmentsRoute(portalConfig)).toBe('/myAppointments');
  });
});
