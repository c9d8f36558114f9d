import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { JobFairCompanies } from './JobFairCompanies';

type Page = { records: components['schemas']['JobFairCompany'][] };
const page = defaultExampleData<Page>('get', '/api/V2/jobfairMini/queryJobFairCompanyPage');
const show = (rows = page.records) =>
  renderSection(JobFairCompanies, { data: page, rows, section: { id: 'companies', title: '参会企业' } });

describe('JobFairCompanies', () => {
  it('shows each exhibitor as an h3 linking to its company page, with its booth', () => {
    show();
    const names = screen.getAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(['江城云启信息科技有限公司', '江城长江智能装备制造有限公司']);
    expect(within(names[0]!).getByRole('link').getAttribute('href')).toBe('/firmDetail?id=2301');
    expect(screen.getByText('展位 A01')).toBeTruthy();
    expect(screen.getByText('展位 A02')).toBeTruthy();
  });

  it("lists each exhibitor's jobs with salaries, linking to the job pages", () => {
    show();
    const job = screen.getByRole('link', { name: '储备干部' });
    expect(job.getAttribute('href')).toBe('/jobDetail?id=10307');
    expect(job.nextElementSibling?.textContent).toBe('面议');
    expect(screen.getAllByRole('link', { name: /工程师|操作工|干部/ })).toHaveLength(5);
  });

  it('offers to apply at this fair for each job, only when the address names the fair', () => {
    const section = { id: 'companies', source: { operation: 'queryJobFairCompanyPage', bind: { jobFairId: 'id' } } };
    const { unmount } = renderSection(JobFairCompanies, { rows: page.records, section, search: 'id=86' });
    expect(screen.getByRole('button', { name: '申请职位：储备干部' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^申请职位：/ })).toHaveLength(5);
    unmount();
    renderSection(JobFairCompanies, { rows: page.records, section, search: 'id=abc' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says so when an exhibitor lists no jobs, and shows no booth it lacks', () => {
    show([{ companyId: 1, companyName: '甲公司', jobs: [] }]);
    expect(screen.getByText('暂无职位信息')).toBeTruthy();
    expect(screen.queryByText(/展位/)).toBeNull();
  });
});
