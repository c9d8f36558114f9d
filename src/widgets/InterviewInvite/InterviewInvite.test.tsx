import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { clearSession, logIn } from '../../session/session-store';
import { todayIso } from '../form/validation';
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
import { interviewEpoch } from '../InterviewForm/use-interview-form';
import { InterviewInvite } from './InterviewInvite';

const ADD = '/v1_0/company/interview/add';
const PUSH = '/v1_0/company/interview/wechatPush';
const job = companyJobs[1]!;
const day = todayIso(new Date(Date.now() + 7 * 86_400_000));
const TITLE = '邀请 张伟 面试';

let go: ReturnType<typeof watchExternal>;
beforeEach(() => {
  clearSession();
  go = watchExternal();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDialogs();
});

const renderInvite = () => renderWidget(<InterviewInvite resumeId={5521} name="张伟" />);

async function openAsCompany() {
  logIn(logins.company);
  stubGet({ '/v1_0/company/jobs/index': { items: companyJobs } });
  const view = renderInvite();
  await view.user.click(button('邀请面试'));
  const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
  await dialog.findByRole('option', { name: job.jobName });
  return { ...view, dialog };
}

/** Fills in an on-site invitation for the second job, a week from now at 09:30. */
async function fillOnSite({ user, dialog }: Awaited<ReturnType<typeof openAsCompany>>) {
  await user.selectOptions(dialog.getByLabelText('面试职位'), String(job.id));
  fireEvent.change(dialog.getByLabelText('面试日期'), { target: { value: day } });
  fireEvent.change(dialog.getByLabelText('面试时间'), { target: { value: '09:30' } });
  await user.type(dialog.getByLabelText('面试地点'), '江城市高新区光谷大道77号');
  await user.type(dialog.getByLabelText('联系人'), '王女士');
  await user.clear(dialog.getByLabelText('联系电话'));
  await user.type(dialog.getByLabelText('联系电话'), '13871234567');
}

const onSiteBody = () => ({
  resumeid: 5521,
  jobid: job.id,
  interview_time: interviewEpoch(day, '09:30'),
  online: 0,
  address: '江城市高新区光谷大道77号',
  contact: '王女士',
  mobile: '13871234567',
});

describe('InterviewInvite', () => {
  it('invites, then pushes to WeChat, and tells both; the button then says 已邀请面试', async () => {
    const { post, settle } = stubPost();
    const view = await openAsCompany();
    await fillOnSite(view);
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    expect(post).toHaveBeenCalledWith(ADD, { body: onSiteBody() });
    settle(0).resolve({ id: 3307 });
    await waitFor(() => expect(post).toHaveBeenCalledWith(PUSH, { body: { interviewId: 3307 } }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('正在推送到求职者的微信'));
    settle(1).resolve(null);
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('面试邀请已发出，并已推送到求职者的微信'),
    );
    expect(button('已邀请面试')).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('tells a failed push with its reason, and 重新推送 sends only the push again, once per press', async () => {
    const { post, settle } = stubPost();
    const view = await openAsCompany();
    await fillOnSite(view);
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    settle(0).resolve({ id: 3307 });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    settle(1).reject(envelopeError(50009, '该求职者尚未绑定微信，无法推送'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('微信推送失败：该求职者尚未绑定微信，无法推送'),
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('面试邀请已发出');
    await view.user.dblClick(button('重新推送'));
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenLastCalledWith(PUSH, { body: { interviewId: 3307 } });
    expect(button('正在推送…')).toBeDisabled();
    settle(2).resolve(null);
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('面试邀请已发出，并已推送到求职者的微信'),
    );
    expect(screen.queryByRole('button', { name: '重新推送' })).toBeNull();
    expect(post.mock.calls.filter(([path]) => path === ADD)).toHaveLength(1);
  });

  it('keeps everything typed when the invitation is refused, also after closing and reopening', async () => {
    const { post, settle } = stubPost();
    const view = await openAsCompany();
    await fillOnSite(view);
    await view.user.type(view.dialog.getByLabelText(/备注/), '请携带身份证');
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    settle(0).reject(envelopeError(50009, '该职位已下线，请浏览其他职位'));
    await waitFor(() => expect(view.dialog.getByRole('alert')).toHaveTextContent('该职位已下线，请浏览其他职位'));
    expect(post).toHaveBeenCalledTimes(1);
    await view.user.click(view.dialog.getByRole('button', { name: '关闭' }));
    await view.user.click(button('邀请面试'));
    const again = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(again.getByLabelText('面试职位')).toHaveValue(String(job.id));
    expect(again.getByLabelText('面试日期')).toHaveValue(day);
    expect(again.getByLabelText('面试时间')).toHaveValue('09:30');
    expect(again.getByLabelText('面试地点')).toHaveValue('江城市高新区光谷大道77号');
    expect(again.getByLabelText('联系人')).toHaveValue('王女士');
    expect(again.getByLabelText('联系电话')).toHaveValue('13871234567');
    expect(again.getByLabelText(/备注/)).toHaveValue('请携带身份证');
  });

  it('sends one invitation for a double click', async () => {
    const { post, settle } = stubPost();
    const view = await openAsCompany();
    await fillOnSite(view);
    await view.user.dblClick(view.dialog.getByRole('button', { name: '发出邀请' }));
    expect(post).toHaveBeenCalledTimes(1);
    settle(0).resolve({ id: 3307 });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    settle(1).resolve(null);
    await screen.findByRole('button', { name: '已邀请面试' });
    expect(post.mock.calls.filter(([path]) => path === ADD)).toHaveLength(1);
  });

  it('online: asks for the meeting link instead of an address and sends it', async () => {
    const { post } = stubPost();
    const view = await openAsCompany();
    await fillOnSite(view);
    await view.user.click(view.dialog.getByRole('radio', { name: '线上面试' }));
    expect(view.dialog.queryByLabelText('面试地点')).toBeNull();
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    expect(view.dialog.getByText('请输入会议链接或入会说明')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await view.user.type(view.dialog.getByLabelText('会议链接或入会说明'), '腾讯会议 521 338 907');
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    const { address: _site, ...rest } = onSiteBody();
    expect(post).toHaveBeenCalledWith(ADD, { body: { ...rest, online: 1, meeting_info: '腾讯会议 521 338 907' } });
  });

  it('refuses a past date, a time already gone today and a bad mobile before sending', async () => {
    const { post } = stubPost();
    const view = await openAsCompany();
    await fillOnSite(view);
    fireEvent.change(view.dialog.getByLabelText('面试日期'), { target: { value: '2020-01-01' } });
    await view.user.clear(view.dialog.getByLabelText('联系电话'));
    await view.user.type(view.dialog.getByLabelText('联系电话'), '19871234567');
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    expect(view.dialog.getByText('面试日期不能早于今天')).toBeInTheDocument();
    expect(view.dialog.getByText(/手机号码格式不正确/)).toBeInTheDocument();
    fireEvent.change(view.dialog.getByLabelText('面试日期'), { target: { value: todayIso() } });
    fireEvent.change(view.dialog.getByLabelText('面试时间'), { target: { value: '00:00' } });
    await view.user.click(view.dialog.getByRole('button', { name: '发出邀请' }));
    expect(view.dialog.getByText('面试时间已过，请选择稍后的时间')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in as a company and offers a personal account the switch, sending nothing', async () => {
    const { post } = stubPost();
    const { user, unmount } = renderInvite();
    await user.click(button('邀请面试'));
    await user.click(await screen.findByRole('button', { name: '去登录' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/company/login'));
    unmount();
    logIn(logins.personal);
    renderInvite();
    await user.click(button('邀请面试'));
    expect(await screen.findByRole('dialog', { name: '切换身份' })).toHaveTextContent('邀请面试仅对企业账号开放');
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});
