import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { api } from '../../data/api-client';
import { clearSession, logIn, session } from '../../session/session-store';
import { dialogs } from '../../widgets/Dialog/dialogs';
import { resetCompanyAuthCheck } from './company-auth-check';
import { LoginPanel } from './LoginPanel';

vi.mock('../../widgets/QrLogin/QrLogin', () => ({ QrLogin: () => <p>QR-CODE-WIDGET</p> }));

const personalLogin = exampleData('post', '/v1_0/member/login/password');
const companyLogin = exampleData('post', '/v1_0/member/login/password', 'company');
const personalInfo = exampleData('get', '/v1_0/personal/info/index');
const companyProfile = exampleData('get', '/v1_0/company/profile/index');
const centre = (page: string) =>
  new URL(portalConfig.site.memberCentre.paths[page]!, portalConfig.site.memberCentre.base).href;

const answers: Record<string, unknown> = {
  '/v1_0/personal/info/index': personalInfo,
  '/v1_0/company/profile/index': companyProfile,
  '/api/V2/account/queryDbRoleByMemberIdAndCompany': { roleId: 1, roleName: 'admin' },
  '/v1_0/company/auth/index': { audit: 1, audit_reason: '' },
};

function show() {
  const client = new QueryClient();
  return render(
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={client}>
        <LoginPanel
          section={{ id: 'login', component: 'LoginPanel' }}
          data={undefined}
          rows={[]}
          search={new URLSearchParams()}
        />
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}

beforeEach(() => {
  clearSession();
  resetCompanyAuthCheck();
  vi.spyOn(api, 'get').mockImplementation(((path: string) => Promise.resolve(answers[path])) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  dialogs.queue.splice(0);
});

describe('LoginPanel, visitor', () => {
  it('offers QR and password login as keyboard-operable tabs, QR first', async () => {
    show();
    const user = userEvent.setup();
    const qr = screen.getByRole('tab', { name: '扫码登录' });
    const password = screen.getByRole('tab', { name: '账号登录' });
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeVisible();
    expect(qr).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '扫码登录' })).toHaveTextContent('QR-CODE-WIDGET');
    await user.tab();
    expect(qr).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(password).toHaveFocus();
    // Picked once the form's code is here (decision 098).
    await waitFor(() => expect(password).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: '账号登录' })).toContainElement(screen.getByLabelText('手机号/用户名'));
    await user.keyboard('{ArrowRight}');
    expect(qr).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(password).toHaveAttribute('aria-selected', 'true'));
    await user.click(qr);
    expect(screen.getByText('QR-CODE-WIDGET')).toBeVisible();
  });

  it('selects the password form first on a small screen (a phone cannot scan its own screen), and only until a tab is chosen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    show();
    const qr = screen.getByRole('tab', { name: '扫码登录' });
    const password = screen.getByRole('tab', { name: '账号登录' });
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(qr).toHaveAttribute('aria-selected', 'false');
    // Until a choice, both panels are in the page and CSS shows the screen's default (the server's HTML too).
    expect(password).toHaveAttribute('data-default', 'small');
    expect(screen.getByRole('tabpanel', { name: '账号登录' })).toHaveAttribute('data-default', 'small');
    await userEvent.click(qr);
    expect(qr).toHaveAttribute('aria-selected', 'true');
    expect(qr).not.toHaveAttribute('data-default');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('QR-CODE-WIDGET');
    vi.unstubAllGlobals();
  });

  it("links 'register now' and 'free register' to the member centre's registration pages", () => {
    show();
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', centre('personalRegister'));
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', centre('companyRegister'));
  });

  it('asks for both fields with the exact messages, by each field, focusing the first missing one', async () => {
    const post = vi.spyOn(api, 'post');
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '账号登录' }));
    await user.click(screen.getByRole('button', { name: '登录' }));
    const username = screen.getByLabelText('手机号/用户名');
    const password = screen.getByLabelText('密码');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入手机号/用户名', '请输入密码']);
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('请输入手机号/用户名');
    expect(password).toHaveAccessibleDescription('请输入密码');

    await user.type(username, '   ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(username).toHaveFocus();
    await user.type(username, '13886021357');
    expect(screen.queryByText('请输入手机号/用户名')).toBeNull();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入密码']);
    expect(password).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('logs in with a token in the answer, then shows avatar, name, masked phone, logout and the user centre', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(personalLogin as never);
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '账号登录' }));
    await user.type(screen.getByLabelText('手机号/用户名'), ' 13886021357 ');
    await user.type(screen.getByLabelText('密码'), 'Jc@2026pass');
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledWith('/v1_0/member/login/password', {
      body: { username: '13886021357', password: 'Jc@2026pass' },
    });
    expect(await screen.findByRole('img', { name: personalInfo.fullname })).toHaveAttribute('src', personalInfo.avatar);
    expect(screen.getByText(personalInfo.fullname, { selector: 'p' })).toBeVisible();
    expect(screen.getByText(/138\*\*\*\*1357/)).toBeVisible();
    expect(screen.queryByText(/13886021357/)).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeVisible();
    expect(screen.getByRole('link', { name: '进入用户中心' })).toHaveAttribute('href', centre('personalCentre'));
    expect(session.token).toBe(personalLogin.token);
  });

  it("a wrong password shows the server's message and keeps what was typed", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(envelopeError(500, '用户名或密码错误'));
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '账号登录' }));
    await user.type(screen.getByLabelText('手机号/用户名'), 'jc_zhangwei');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByLabelText('手机号/用户名')).toHaveValue('jc_zhangwei');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong');
    expect(session.token).toBeNull();
  });
});

describe('LoginPanel, logged in', () => {
  it('a company: its name and logo, its own centre, and the authentication check once', async () => {
    logIn(companyLogin);
    show();
    expect(screen.getByText(companyLogin.comList[0].companyname, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('link', { name: '进入用户中心' })).toHaveAttribute('href', centre('companyCentre'));
    expect(screen.getByText(/159\*\*\*\*8841/)).toBeVisible();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/v1_0/company/auth/index', expect.anything()));
    show();
    expect(vi.mocked(api.get).mock.calls.filter(([p]) => p === '/v1_0/company/auth/index')).toHaveLength(1);
  });

  it('a personal account is not checked for company authentication', async () => {
    logIn(personalLogin);
    show();
    await Promise.resolve();
    expect(api.get).not.toHaveBeenCalledWith('/v1_0/company/auth/index', expect.anything());
  });

  it('log out asks first', async () => {
    logIn(personalLogin);
    show();
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(dialogs.queue[0]).toMatchObject({ kind: 'confirm', message: '确定要退出登录吗？' });
  });

  it('a broken avatar falls back to the initial, still named', async () => {
    logIn(personalLogin);
    session.user!.avatar = '/broken.png';
    session.user!.fullname = '张伟';
    show();
    const img = screen.getByRole('img', { name: '张伟' });
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('img', { name: '张伟' }).tagName).toBe('SPAN'));
  });
});
