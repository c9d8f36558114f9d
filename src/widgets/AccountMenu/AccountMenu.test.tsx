import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalConfig } from '../../../tests/support/section-render';
import { exampleData } from '../../../tests/support/contract-examples';
import { PortalConfigContext } from '../../config/config-context';
import { api } from '../../data/api-client';
import { clearSession, logIn, session } from '../../session/session-store';
import { dialogs } from '../Dialog/dialogs';
import { AccountMenu } from './AccountMenu';

const personal = exampleData('post', '/v1_0/member/login/password');
const company = exampleData('post', '/v1_0/member/login/password', 'company');
const centre = (page: string) =>
  new URL(portalConfig.site.memberCentre.paths[page]!, portalConfig.site.memberCentre.base).href;

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={client}>
        <AccountMenu />
      </QueryClientProvider>
    </PortalConfigContext.Provider>,
  );
}

let have = false;
let unread = 0;
const asked = (path: string) => vi.mocked(api.get).mock.calls.filter(([p]) => p === path);
beforeEach(() => {
  clearSession();
  have = false;
  unread = 0;
  vi.spyOn(api, 'get').mockImplementation(((path: string) =>
    Promise.resolve(path === '/api/V2/login/haveMessage' ? { have } : { number: unread })) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  dialogs.queue.splice(0);
});

describe('AccountMenu', () => {
  it('shows nothing to a visitor', () => {
    const { container } = show();
    expect(container).toBeEmptyDOMElement();
  });

  it("a personal member: 'Personal-{username}', the personal centre, no red dot and no count when haveMessage says none", async () => {
    logIn(personal, 'jc_zhangwei');
    show();
    const button = screen.getByRole('button', { name: '个人-jc_zhangwei' });
    await waitFor(() => expect(asked('/api/V2/login/haveMessage')).toHaveLength(1));
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveAttribute('href', centre('personalCentre'));
    expect(screen.getByRole('menuitem', { name: '消息提醒' })).toHaveAttribute('href', centre('messages'));
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    expect(button).toHaveAccessibleName('个人-jc_zhangwei');
    expect(asked('/api/V2/message/queryUnMessageNumber')).toHaveLength(0);
  });

  it("a company member: 'Company-{name}', its centre; haveMessage puts the red dot, the count shows beside the reminder", async () => {
    have = true;
    unread = 3;
    logIn(company);
    show();
    const button = await screen.findByRole('button', { name: `企业-${company.comList[0].companyname}（有未读消息）` });
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveAttribute('href', centre('companyCentre'));
    const reminder = await screen.findByRole('menuitem', { name: '消息提醒（3 条未读消息）' });
    expect(reminder).toHaveTextContent(/^消息提醒3/);
    expect(asked('/api/V2/login/haveMessage')[0]![1]).toMatchObject({ headers: { 'x-portal-silent': '1' } });
    expect(asked('/api/V2/message/queryUnMessageNumber')[0]![1]).toMatchObject({
      headers: { 'x-portal-silent': '1' },
    });
  });

  it('unread messages whose number is not known yet: the reminder still carries the dot and words', async () => {
    have = true;
    unread = 0;
    logIn(personal, 'jc_zhangwei');
    show();
    await userEvent.click(await screen.findByRole('button', { name: '个人-jc_zhangwei（有未读消息）' }));
    expect(screen.getByRole('menuitem', { name: '消息提醒（有未读消息）' })).toBeVisible();
  });

  it('asks again for another member (keyed per member and company), not the answer cached for the last one', async () => {
    logIn(personal, 'jc_zhangwei');
    show();
    await waitFor(() => expect(asked('/api/V2/login/haveMessage')).toHaveLength(1));
    have = true;
    act(() => logIn(company));
    expect(
      await screen.findByRole('button', { name: `企业-${company.comList[0].companyname}（有未读消息）` }),
    ).toBeVisible();
    expect(asked('/api/V2/login/haveMessage')).toHaveLength(2);
  });

  it('waits for the start-up check before asking for unread messages', async () => {
    logIn(personal);
    session.checked = false;
    show();
    await act(() => Promise.resolve());
    expect(api.get).not.toHaveBeenCalled();
    act(() => {
      session.checked = true;
    });
    await waitFor(() => expect(asked('/api/V2/login/haveMessage')).toHaveLength(1));
  });

  it('works from the keyboard: Enter opens on the first item, arrows move, Escape closes back to the button', async () => {
    logIn(personal, 'jc_zhangwei');
    show();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: '个人-jc_zhangwei' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '消息提醒' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('log out asks first', async () => {
    logIn(personal, 'jc_zhangwei');
    show();
    await userEvent.click(screen.getByRole('button', { name: '个人-jc_zhangwei' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(dialogs.queue).toHaveLength(1);
    expect(dialogs.queue[0]).toMatchObject({ kind: 'confirm', message: '确定要退出登录吗？' });
  });
});
