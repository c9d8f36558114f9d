import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { clearSession, logIn } from '../../session/session-store';
import { companyJobs, logins, renderWidget, stubGet } from '../../../tests/support/action-test-utils';
import { CompanyJobChoice } from './CompanyJobChoice';
import { useJobChoice } from './use-job-choice';

const JOBS = '/v1_0/company/jobs/index';

function Harness({ send }: { send: (ids: number[]) => Promise<unknown> }) {
  const form = useJobChoice(send);
  return <CompanyJobChoice form={form} submitLabel="提交报名" successText="报名成功" />;
}

beforeEach(() => {
  clearSession();
  logIn(logins.company);
});
afterEach(() => vi.restoreAllMocks());

describe('CompanyJobChoice', () => {
  it("says it is loading the company's jobs, then lists them as checkboxes", async () => {
    let answer: (v: unknown) => void = () => undefined;
    stubGet({ [JOBS]: () => new Promise((resolve) => (answer = resolve)) });
    renderWidget(<Harness send={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('正在加载贵单位的职位'));
    answer({ items: companyJobs, total: companyJobs.length });
    expect(await screen.findByRole('checkbox', { name: /Java开发工程师/ })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(companyJobs.length);
    expect(screen.getByRole('group', { name: '参会职位' })).toBeInTheDocument();
  });

  it('needs at least one job, then sends the chosen ids in list order', async () => {
    stubGet({ [JOBS]: { items: companyJobs } });
    const send = vi.fn(async () => null);
    const { user } = renderWidget(<Harness send={send} />);
    await user.click(await screen.findByRole('button', { name: '提交报名' }));
    expect(screen.getByText('请选择参会职位')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    const [first, second] = companyJobs;
    await user.click(screen.getByRole('checkbox', { name: new RegExp(second!.jobName) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(first!.jobName) }));
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(send).toHaveBeenCalledWith([first!.id, second!.id]);
  });

  it('says when the company has no job yet, with the way to post one', async () => {
    stubGet({ [JOBS]: { items: [] } });
    renderWidget(<Harness send={vi.fn()} />);
    expect(await screen.findByText(/您还没有发布职位/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去发布职位/ })).toHaveAttribute(
      'href',
      'https://member.jiangcheng.example/company/jobs/add',
    );
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
  });

  it('says why the jobs did not load and loads them again on retry', async () => {
    const get = stubGet({ [JOBS]: () => Promise.reject(envelopeError(50009, '企业信息不存在')) });
    const { user } = renderWidget(<Harness send={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('职位加载失败：企业信息不存在'));
    stubGet({ [JOBS]: { items: companyJobs } });
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(companyJobs.length));
    expect(get).toHaveBeenCalled();
  });
});
