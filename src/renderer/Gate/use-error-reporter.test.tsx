import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, httpError, networkError } from '../../../sdk/errors';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { reportApiError } from '../../data/query-client';
import { localeStore } from '../../i18n/i18n';
import { accountState, COOKIE_NAME, logIn, session } from '../../session/session-store';
import { DialogHost } from '../../widgets/Dialog/DialogHost';
import { answer, dialogs } from '../../widgets/Dialog/dialogs';
import { dismissToast, toasts } from '../../widgets/Toast/toasts';
import { external } from '../../widgets/MemberAction/member-prompts';
import { useErrorReporter } from './use-error-reporter';

function Reporter() {
  useErrorReporter();
  return null;
}

function renderApp() {
  return render(
    <PortalConfigContext.Provider value={portalConfig}>
      <MemoryRouter initialEntries={['/recruitTalents']}>
        <Routes>
          <Route path="/" element={<p>根页面</p>} />
          <Route path="/recruitTalents" element={<p>招人才页面</p>} />
        </Routes>
        <Reporter />
        <DialogHost />
      </MemoryRouter>
    </PortalConfigContext.Provider>,
  );
}

const texts = () => toasts.list.map((t) => t.text);
let go: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  go = vi.spyOn(external, 'go').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const t of [...toasts.list]) dismissToast(t.id);
  for (const d of [...dialogs.queue]) answer(d.id, false);
  await Promise.resolve();
  localeStore.locale = 'zh-CN';
});

describe('the error catalogue on screen (spec s8)', () => {
  it('ends an expired session: login cleared, back to /, asked to log in, and the personal login on yes', async () => {
    logIn(exampleData('post', '/v1_0/member/login/password', 'company'));
    renderApp();
    reportApiError(envelopeError(401, ''));
    reportApiError(envelopeError(501, '')); // a second failing call asks nothing more
    expect(await screen.findByText('根页面')).toBeInTheDocument();
    expect(accountState(session)).toBe('loggedOut');
    expect(Cookies.get(COOKIE_NAME)).toBeUndefined();
    await screen.findByRole('dialog', { name: '请先登录' });
    expect(dialogs.queue).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/personal/login'));
    expect(texts()).toEqual([]);
  });

  it('stays on / when the visitor cancels the login question', async () => {
    renderApp();
    reportApiError(envelopeError(401, ''));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.getByText('根页面')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('toasts the exception code, business errors (server words or the default) and transport and HTTP errors', () => {
    renderApp();
    reportApiError(envelopeError(404, ''));
    reportApiError(envelopeError(50009, '今日预约已满'));
    reportApiError(envelopeError(500, ''));
    reportApiError(networkError());
    reportApiError(httpError(503));
    expect(texts()).toEqual(['服务器内部错误', '今日预约已满', '服务异常！', '网络错误！请稍后重试', '服务不可用！']);
    expect(screen.getByText('招人才页面')).toBeInTheDocument();
  });

  it('does not repeat a toast still on screen, and speaks the visitor language', () => {
    localeStore.locale = 'en';
    renderApp();
    reportApiError(envelopeError(404, ''));
    reportApiError(envelopeError(404, ''));
    reportApiError(envelopeError(500, ''));
    expect(texts()).toEqual(['Server internal error', 'Service exception!']);
  });
});
