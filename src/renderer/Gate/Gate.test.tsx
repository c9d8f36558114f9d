import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { api } from '../../data/api-client';
import type { PageGate } from '../../session/gates';
import { clearSession, logIn } from '../../session/session-store';
import { DialogHost } from '../../widgets/Dialog/DialogHost';
import { answer, dialogs } from '../../widgets/Dialog/dialogs';
import { external } from '../../widgets/MemberAction/member-prompts';
import { Gate } from './Gate';

const personal = exampleData('post', '/v1_0/member/login/password', 'ok');
const company = exampleData('post', '/v1_0/member/login/password', 'company');
const member = 'https://member.jiangcheng.example';
let go: ReturnType<typeof vi.spyOn>;

function renderGate(gate: PageGate | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/recruitTalents']}>
          <Routes>
            <Route
              path="/recruitTalents"
              element={
                <Gate gate={gate} title="招人才">
                  <p>简历列表</p>
                </Gate>
              }
            />
            <Route path="/home" element={<p>首页内容</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}

beforeEach(() => {
  clearSession();
  go = vi.spyOn(external, 'go').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const d of [...dialogs.queue]) answer(d.id, false);
  await Promise.resolve(); // let the answered questions settle
});

describe('Gate: company (spec s5, s6)', () => {
  it('lets a page without a gate through, and a company account through the company gate', () => {
    renderGate(undefined);
    expect(screen.getByText('简历列表')).toBeInTheDocument();
    logIn(company);
    renderGate('company');
    expect(screen.getAllByText('简历列表')).toHaveLength(2);
  });

  it('asks a visitor to log in as a company, and goes to the company login on yes; the content stays out', async () => {
    renderGate('company');
    expect(screen.queryByText('简历列表')).toBeNull();
    // Behind the (modal) question: the page's heading and why it is closed.
    expect(screen.getByRole('heading', { name: '招人才', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('此页面仅对已登录的企业账号开放。');
    // The tab names the page while its gate asks (the page itself names it once drawn).
    await waitFor(() => expect(document.title).toMatch(/^招人才 - /));
    await screen.findByRole('dialog', { name: '请登录企业账号' });
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${member}/company/login`));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('asks a personal account to switch identity, and goes back to /home on cancel', async () => {
    logIn(personal);
    renderGate('company');
    await screen.findByRole('dialog', { name: '切换身份' });
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('offers the switch page on yes', async () => {
    logIn(personal);
    renderGate('company');
    await userEvent.click(await screen.findByRole('button', { name: '去切换' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${member}/member/switch/company`));
  });
});

describe('Gate: refinedProfile (spec s5)', () => {
  it('checks memberInfo with the uid and utype, and shows the page once the profile is complete', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ info: { is_refine: 1, utype: 2 } } as never);
    logIn(personal);
    renderGate('refinedProfile');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('正在核对账号信息…');
    expect(await screen.findByText('简历列表')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/v1_0/Scatt/Job/memberInfo',
      expect.objectContaining({ params: { query: { id: personal.uid, utype: 2 } } }),
    );
  });

  it('sends an incomplete profile to the completion page of its utype', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ info: { is_refine: 0, utype: 1 } } as never);
    logIn(company);
    renderGate('refinedProfile');
    await screen.findByRole('alertdialog', { name: '请先完善资料' });
    await userEvent.click(screen.getByRole('button', { name: '去完善' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${member}/company/refine`));
    expect(screen.queryByText('简历列表')).toBeNull();
  });

  it('asks a visitor to log in, without asking the backend', async () => {
    const get = vi.spyOn(api, 'get');
    renderGate('refinedProfile');
    await screen.findByRole('dialog', { name: '请先登录' });
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${member}/personal/login`));
    expect(get).not.toHaveBeenCalled();
  });

  it('shows a failed check with a retry, and keeps the content out', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockRejectedValueOnce(envelopeError(50009, '会员服务维护中'))
      .mockResolvedValue({ info: { is_refine: 1, utype: 2 } } as never);
    logIn(personal);
    renderGate('refinedProfile');
    expect(await screen.findByRole('alert')).toHaveTextContent('无法核对账号信息：会员服务维护中');
    expect(screen.queryByText('简历列表')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('简历列表')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
