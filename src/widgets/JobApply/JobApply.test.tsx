import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { exampleData } from '../../../tests/support/contract-examples';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import { api } from '../../data/api-client';
import { clearSession, logIn } from '../../session/session-store';
import { DialogHost } from '../Dialog/DialogHost';
import { answer, dialogs } from '../Dialog/dialogs';
import { external } from '../MemberAction/member-prompts';
import { JobApply } from './JobApply';

const personal = exampleData('post', '/v1_0/member/login/password', 'ok');
const company = exampleData('post', '/v1_0/member/login/password', 'company');
/** The contract's `alreadyApplied` example (AlreadyAppliedEnvelope): code 409. */
const alreadyMessage = '您已投递过该职位，请勿重复投递';

const job = { jobId: 10245, title: 'Java开发工程师', company: '江城云启信息科技有限公司' };

function renderApply(children: ReactNode, client = new QueryClient()) {
  const view = (c: ReactNode) => (
    <PortalConfigContext.Provider value={portalConfig}>
      <QueryClientProvider client={client}>
        {c}
        <DialogHost />
      </QueryClientProvider>
    </PortalConfigContext.Provider>
  );
  const result = render(view(children));
  return { ...result, client, show: (c: ReactNode) => result.rerender(view(c)) };
}

const applyButton = () => screen.getByRole('button', { name: '申请职位' });
async function confirmApplication() {
  const dialog = await screen.findByRole('dialog', { name: '申请职位' });
  expect(dialog).toHaveTextContent(`确认投递 ${job.title}（${job.company}）？`);
  await userEvent.click(within(dialog).getByRole('button', { name: '确认投递' }));
}

let post: ReturnType<typeof vi.spyOn>;
let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearSession();
  post = vi.spyOn(api, 'post').mockResolvedValue(null as never);
  go = vi.spyOn(external, 'go').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const d of [...dialogs.queue]) answer(d.id, false);
  await Promise.resolve();
});

describe('JobApply as a visitor or a company (spec s6)', () => {
  it('asks a visitor to log in as a person and sends nothing', async () => {
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: '请先登录' })).getByText('去登录'));
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/\/personal\/login$/)));
    expect(post).not.toHaveBeenCalled();
  });

  it('does not say "投递中…" while only the login prompt is open: nothing is being sent', async () => {
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    const prompt = await screen.findByRole('dialog', { name: '请先登录' });
    // (Behind the modal dialog the button is hidden from the accessibility tree: found by its text.)
    expect(screen.queryByText('投递中…')).toBeNull();
    expect(screen.getByText('申请职位', { selector: 'button' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(within(prompt).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(applyButton()).toBeEnabled());
    expect(post).not.toHaveBeenCalled();
  });

  it('tells a company account that companies cannot apply, offers the switch and sends nothing', async () => {
    logIn(company);
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: '切换身份' });
    expect(dialog).toHaveTextContent('企业账号不能申请职位');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(applyButton()).toBeEnabled());
    expect(post).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('JobApply as a personal member', () => {
  beforeEach(() => logIn(personal));

  it('applies after the confirmation, says so, and shows the job as applied', async () => {
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    await confirmApplication();
    expect(await screen.findByRole('status')).toHaveTextContent('投递成功');
    expect(screen.getByRole('button', { name: '已投递' })).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/v1_0/member/index/jobApplyAdd', { body: { jobid: 10245 } });
  });

  it('sends nothing when the member says no', async () => {
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(applyButton()).toBeEnabled());
    expect(post).not.toHaveBeenCalled();
  });

  it('tells "already applied" plainly (not as a failure) and shows the applied state', async () => {
    post.mockRejectedValue(envelopeError(409, alreadyMessage));
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    await confirmApplication();
    expect(await screen.findByRole('status')).toHaveTextContent('您已投递过该职位');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '已投递' })).toBeDisabled();
  });

  it('keeps a failure in view and lets the member try again', async () => {
    post.mockRejectedValueOnce(envelopeError(50009, '该职位已下线，请浏览其他职位'));
    renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    await confirmApplication();
    expect(await screen.findByRole('alert')).toHaveTextContent('投递失败：该职位已下线，请浏览其他职位');
    expect(applyButton()).toBeEnabled();
    await userEvent.click(applyButton());
    await confirmApplication();
    expect(await screen.findByRole('status')).toHaveTextContent('投递成功');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends one request for a double click', async () => {
    let finish: (v: null) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (finish = resolve)) as never);
    renderApply(<JobApply {...job} />);
    await userEvent.dblClick(applyButton());
    await confirmApplication();
    await waitFor(() => expect(screen.getByRole('button', { name: '投递中…' })).toBeDisabled());
    await userEvent.dblClick(screen.getByRole('button', { name: '投递中…' }));
    finish(null);
    expect(await screen.findByRole('button', { name: '已投递' })).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(dialogs.queue).toHaveLength(0);
  });

  it('applies at a job fair with jobApplyAdd01 and the fair id, saying where', async () => {
    renderApply(<JobApply {...job} fairId={86} compact />);
    await userEvent.click(screen.getByRole('button', { name: `申请职位：${job.title}` }));
    const dialog = await screen.findByRole('dialog', { name: '申请职位' });
    expect(dialog).toHaveTextContent('确认在本场招聘会投递');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认投递' }));
    expect(await screen.findByRole('button', { name: `已投递：${job.title}` })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/v1_0/member/index/jobApplyAdd01', { body: { jobid: 10245, jobFairId: 86 } });
  });

  it('keeps the applied state for this member when the job shows again, not for another member', async () => {
    const { show, client } = renderApply(<JobApply {...job} />);
    await userEvent.click(applyButton());
    await confirmApplication();
    await screen.findByRole('button', { name: '已投递' });
    show(<p>elsewhere</p>);
    show(<JobApply {...job} compact />);
    expect(screen.getByRole('button', { name: `已投递：${job.title}` })).toBeDisabled();
    show(<JobApply {...job} jobId={10246} />);
    expect(applyButton()).toBeEnabled();

    logIn({ ...personal, uid: personal.uid + 1, token: 'another-token' });
    show(<JobApply {...job} />);
    expect(await screen.findByRole('button', { name: '申请职位' })).toBeEnabled();
    expect(client.getQueryData(['appliedJobs', personal.uid])).toEqual([10245]);
  });
});
