import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { clearSession, logIn } from '../../session/session-store';
import { FormShell } from '../form/FormShell';
import { useForm } from '../form/use-form';
import { chosen } from '../form/validation';
import { companyJobs, logins, renderWidget, stubGet } from '../../../tests/support/action-test-utils';
import { CompanyJobSelect } from './CompanyJobSelect';

const JOBS = '/v1_0/company/jobs/index';

function Harness({ send }: { send: (v: { jobid: string }) => Promise<unknown> }) {
  const form = useForm({ initial: { jobid: '' }, rules: { jobid: [chosen('talent.field.job')] }, send });
  return (
    <FormShell form={form} submitLabel="发出邀请" successText="已发出">
      <CompanyJobSelect field={form.field('jobid')} label="面试职位" />
    </FormShell>
  );
}

beforeEach(() => {
  clearSession();
  logIn(logins.company);
});
afterEach(() => vi.restoreAllMocks());

describe('CompanyJobSelect', () => {
  it("says it is loading the company's jobs, then offers them as one choice", async () => {
    let answer: (v: unknown) => void = () => undefined;
    stubGet({ [JOBS]: () => new Promise((resolve) => (answer = resolve)) });
    const send = vi.fn(async () => null);
    const { user } = renderWidget(<Harness send={send} />);
    await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('正在加载贵单位的职位'));
    answer({ items: companyJobs });
    const select = await screen.findByRole('combobox', { name: '面试职位' });
    expect(screen.getAllByRole('option')).toHaveLength(companyJobs.length + 1);
    await user.click(screen.getByRole('button', { name: '发出邀请' }));
    expect(screen.getByText('请选择面试职位')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.selectOptions(select, String(companyJobs[0]!.id));
    await user.click(screen.getByRole('button', { name: '发出邀请' }));
    expect(send).toHaveBeenCalledWith({ jobid: String(companyJobs[0]!.id) });
  });

  it('says when the company has no job yet, with the way to post one', async () => {
    stubGet({ [JOBS]: { items: [] } });
    renderWidget(<Harness send={vi.fn()} />);
    expect(await screen.findByText(/您还没有发布职位/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去发布职位/ })).toHaveAttribute(
      'href',
      'https://member.jiangcheng.example/company/jobs/add',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says why the jobs did not load and loads them again on retry', async () => {
    stubGet({ [JOBS]: () => Promise.reject(envelopeError(50009, '企业信息不存在')) });
    const { user } = renderWidget(<Harness send={vi.fn()} />);
    const failure = await screen.findByText('职位加载失败：企业信息不存在');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    stubGet({ [JOBS]: { items: companyJobs } });
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('combobox', { name: '面试职位' })).toBeInTheDocument();
  });
});
