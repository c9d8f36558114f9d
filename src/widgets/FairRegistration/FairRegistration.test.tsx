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
import { FairRegistration } from './FairRegistration';

const ADD = '/api/V2/jobfairMini/addJobfairCompany';
const companyId = logins.company.company as number;
const [first, second] = companyJobs as [(typeof companyJobs)[0], (typeof companyJobs)[0]];

const renderFair = (props: Partial<{ ended: boolean; registered: boolean }> = {}) =>
  renderWidget(<FairRegistration fairId={86} ended={false} registered={false} {...props} />);

let go: ReturnType<typeof watchExternal>;
beforeEach(() => {
  clearSession();
  go = watchExternal();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDialogs();
});

async function openAsCompany() {
  logIn(logins.company);
  stubGet({ '/v1_0/company/jobs/index': { items: companyJobs } });
  const view = renderFair();
  await view.user.click(button('企业报名参会'));
  const dialog = within(await screen.findByRole('dialog', { name: '企业报名参会' }));
  await dialog.findByRole('checkbox', { name: new RegExp(first.jobName) });
  return { ...view, dialog };
}

describe('FairRegistration', () => {
  it('asks a visitor to log in as a company and sends nothing', async () => {
    const { post } = stubPost();
    const { user } = renderFair();
    await user.click(button('企业报名参会'));
    expect(await screen.findByRole('dialog', { name: '请登录企业账号' })).toBeInTheDocument();
    await user.click(button('去登录'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/company/login'));
    expect(post).not.toHaveBeenCalled();
  });

  it('offers a personal account the switch to its company identity', async () => {
    logIn(logins.personal);
    const { post } = stubPost();
    const { user } = renderFair();
    await user.click(button('企业报名参会'));
    expect(await screen.findByRole('dialog', { name: '切换身份' })).toHaveTextContent('招聘会报名仅对企业账号开放');
    await user.click(button('去切换'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/member/switch/company'));
    expect(post).not.toHaveBeenCalled();
  });

  it('registers the company with the jobs it chose, then says so and shows 已报名参会', async () => {
    const { post, settle } = stubPost();
    const { user, dialog } = await openAsCompany();
    await user.click(dialog.getByRole('checkbox', { name: new RegExp(first.jobName) }));
    await user.click(dialog.getByRole('checkbox', { name: new RegExp(second.jobName) }));
    await user.click(dialog.getByRole('button', { name: '提交报名' }));
    expect(post).toHaveBeenCalledWith(ADD, { body: { jobFairId: 86, companyId, jobIds: [first.id, second.id] } });
    settle().resolve(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('报名成功，请等待主办方审核'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('已报名参会')).toBeDisabled();
  });

  it("keeps the chosen jobs after the server's refusal, and after closing and reopening", async () => {
    const { settle } = stubPost();
    const { user, dialog } = await openAsCompany();
    await user.click(dialog.getByRole('checkbox', { name: new RegExp(second.jobName) }));
    await user.click(dialog.getByRole('button', { name: '提交报名' }));
    settle().reject(envelopeError(50009, '贵单位已报名本场招聘会，请勿重复报名'));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('贵单位已报名本场招聘会，请勿重复报名'));
    expect(dialog.getByRole('checkbox', { name: new RegExp(second.jobName) })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: '关闭' }));
    await user.click(button('企业报名参会'));
    const again = within(await screen.findByRole('dialog', { name: '企业报名参会' }));
    expect(again.getByRole('checkbox', { name: new RegExp(second.jobName) })).toBeChecked();
    expect(again.getByRole('checkbox', { name: new RegExp(first.jobName) })).not.toBeChecked();
  });

  it('sends one request for a double click', async () => {
    const { post, settle } = stubPost();
    const { user, dialog } = await openAsCompany();
    await user.click(dialog.getByRole('checkbox', { name: new RegExp(first.jobName) }));
    await user.dblClick(dialog.getByRole('button', { name: '提交报名' }));
    settle().resolve(null);
    await screen.findByRole('button', { name: '已报名参会' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows the done state the backend reports, and says a past fair has ended instead of offering it', () => {
    logIn(logins.company);
    const { unmount } = renderFair({ registered: true });
    expect(button('已报名参会')).toBeDisabled();
    unmount();
    renderFair({ ended: true });
    expect(screen.getByText('招聘会已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '企业报名参会' })).toBeNull();
  });
});
