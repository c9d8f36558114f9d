import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkError } from '../../../sdk/errors';
import { portalConfig } from '../../../tests/support/section-render';
import { PortalConfigContext } from '../../config/config-context';
import type { CompanyJob } from '../../data/company-jobs';
import { CompanyJobsStatus, type useCompanyJobs } from './CompanyJobsStatus';

type Jobs = ReturnType<typeof useCompanyJobs>;
const state = (s: Partial<Jobs>) => ({ isError: false, isPending: false, isFetching: false, ...s }) as Jobs;
const draw = (jobs: Jobs) =>
  render(
    <PortalConfigContext.Provider value={portalConfig}>
      <CompanyJobsStatus jobs={jobs} emptyText="您还没有发布职位" />
    </PortalConfigContext.Provider>,
  );

describe('CompanyJobsStatus', () => {
  it('says the jobs are loading', () => {
    draw(state({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('正在加载贵单位的职位');
  });

  it('says a failure with a retry that asks again', async () => {
    const refetch = vi.fn();
    draw(state({ isError: true, error: networkError(), refetch } as Partial<Jobs>));
    expect(screen.getByRole('alert')).toHaveTextContent('职位加载失败：网络错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says there are none, with the dialog's own words and the way to post one", () => {
    draw(state({ isSuccess: true, data: [] } as Partial<Jobs>));
    expect(screen.getByText(/您还没有发布职位/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去发布职位/ })).toHaveAttribute('href', expect.stringMatching(/^https:/));
  });

  it('draws nothing once there are jobs to pick', () => {
    const { container } = draw(state({ isSuccess: true, data: [{ id: 1 } as CompanyJob] } as Partial<Jobs>));
    expect(container).toBeEmptyDOMElement();
  });
});
