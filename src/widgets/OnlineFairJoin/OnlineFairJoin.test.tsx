import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { clearSession, logIn } from '../../session/session-store';
import {
  button,
  closeDialogs,
  companyJobs,
  logins,
  renderWidget,
  stubGet,
  stubPost,
  watchExternal,
} from '../../../tests/support/action-test-utils';
import { OnlineFairJoin } from './OnlineFairJoin';

const JOIN = '/api/V2/jobfairOnline/joinOnlineJobfair';
const first = companyJobs[0]!;

const renderJoin = (props: Partial<{ ended: boolean; joined: boolean }> = {}) =>
  renderWidget(<OnlineFairJoin fairId={112} ended={false} joined={false} {...props} />);

let go: ReturnType<typeof watchExternal>;
beforeEach(() => {
  clearSession();
  go = watchExternal();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDialogs();
});

describe('OnlineFairJoin', () => {
  it('asks a visitor to log in and sends nothing', async () => {
    const { post } = stubPost();
    const { user } = renderJoin();
    await user.click(button('参加网络招聘会'));
    expect(await screen.findByRole('dialog', { name: '请先登录' })).toBeInTheDocument();
    await user.click(button('去登录'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/personal/login'));
    expect(post).not.toHaveBeenCalled();
  });

  it('a person confirms and joins with the default resume; the page then says 已参会', async () => {
    logIn(logins.personal);
    const { post, settle } = stubPost();
    const { user } = renderJoin();
    await user.click(button('参加网络招聘会'));
    const confirm = await screen.findByRole('dialog', { name: '参加网络招聘会' });
    expect(confirm).toHaveTextContent('默认简历');
    expect(post).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: '确定参加' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(JOIN, { body: { jobFairId: 112 } }));
    settle().resolve(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('参会成功'));
    expect(button('已参会')).toBeDisabled();
  });

  it('a person who says no sends nothing', async () => {
    logIn(logins.personal);
    const { post } = stubPost();
    const { user } = renderJoin();
    await user.click(button('参加网络招聘会'));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(button('参加网络招聘会')).toBeEnabled());
    expect(post).not.toHaveBeenCalled();
  });

  it("says the server's refusal and lets the person try again", async () => {
    logIn(logins.personal);
    const { post, settle } = stubPost();
    const { user } = renderJoin();
    await user.click(button('参加网络招聘会'));
    await user.click(await screen.findByRole('button', { name: '确定参加' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    settle().reject(envelopeError(50009, '您还没有简历，请先到会员中心创建简历'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('参会失败：您还没有简历，请先到会员中心创建简历'),
    );
    expect(button('参加网络招聘会')).toBeEnabled();
  });

  it('a company joins with the jobs it chose, one request for a double click', async () => {
    logIn(logins.company);
    stubGet({ '/v1_0/company/jobs/index': { items: companyJobs } });
    const { post, settle } = stubPost();
    const { user } = renderJoin();
    await user.click(button('参加网络招聘会'));
    const dialog = within(await screen.findByRole('dialog', { name: '参加网络招聘会' }));
    await user.click(await dialog.findByRole('checkbox', { name: new RegExp(first.jobName) }));
    await user.dblClick(dialog.getByRole('button', { name: '确定参会' }));
    expect(post).toHaveBeenCalledWith(JOIN, { body: { jobFairId: 112, jobIds: [first.id] } });
    settle().resolve(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('参会成功'));
    expect(button('已参会')).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("keeps a company's choice after a failure", async () => {
    logIn(logins.company);
    stubGet({ '/v1_0/company/jobs/index': { items: companyJobs } });
    const { settle } = stubPost();
    const { user } = renderJoin();
    await user.click(button('参加网络招聘会'));
    const dialog = within(await screen.findByRole('dialog', { name: '参加网络招聘会' }));
    await user.click(await dialog.findByRole('checkbox', { name: new RegExp(first.jobName) }));
    await user.click(dialog.getByRole('button', { name: '确定参会' }));
    settle().reject(envelopeError(50009, '您已参加本场网络招聘会，请勿重复提交'));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('您已参加本场网络招聘会'));
    expect(dialog.getByRole('checkbox', { name: new RegExp(first.jobName) })).toBeChecked();
  });

  it('shows the joined state the backend reports, and an ended fair instead of the button', () => {
    const { unmount } = renderJoin({ joined: true });
    expect(button('已参会')).toBeDisabled();
    unmount();
    renderJoin({ ended: true });
    expect(screen.getByText('招聘会已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '参加网络招聘会' })).toBeNull();
  });
});
