import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate, setLocale } from '../../i18n/i18n';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { JobDetail } from './JobDetail';

type Job = components['schemas']['JobDetail'];
const job = defaultExampleData<Job>('get', '/api/web/queryJobById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('JobDetail', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows the job title as the page heading and its facts as a description list', () => {
    renderSection(JobDetail, { data: job });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Java开发工程师');
    expect(fact('薪资').textContent).toBe('8000-12000元/月');
    expect(fact('经验要求').textContent).toBe('1-3年');
    expect(fact('学历要求').textContent).toBe('本科');
    expect(fact('所在区域').textContent).toBe('江城市/高新区');
    expect(fact('工作地点').textContent).toBe('江城市高新区光谷大道77号金融港B座12楼');
    expect(fact('招聘人数').textContent).toBe('3 人');
    expect(fact('更新时间').textContent).toBe(formatDate('zh-CN', job.refreshtime));
  });

  it('links the employer to its company page and lists the benefits', () => {
    renderSection(JobDetail, { data: job });
    expect(within(fact('招聘单位')).getByRole('link', { name: '江城云启信息科技有限公司' }).getAttribute('href')).toBe(
      '/firmDetail?id=2301',
    );
    const welfare = screen.getByRole('heading', { name: '福利待遇' }).nextElementSibling as HTMLElement;
    expect(
      within(welfare)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(job.welfare);
  });

  it('renders the description as formatted text', () => {
    renderSection(JobDetail, { data: job });
    expect(screen.getByText('1. 负责政务服务平台后端模块的设计与开发；').tagName).toBe('P');
  });

  it('offers to apply in the page (not a member-centre link), naming nothing else', () => {
    renderSection(JobDetail, { data: job });
    expect(screen.getByRole('button', { name: '申请职位' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /申请/ })).toBeNull();
  });

  it('masks the contact phone for a visitor and shows it to a member', () => {
    const { container, unmount } = renderSection(JobDetail, { data: job });
    expect(container.innerHTML).not.toContain('13871234567');
    expect(fact('联系电话').textContent).toMatch(/138\*+4567/);
    unmount();
    session.token = 'token-1';
    renderSection(JobDetail, { data: job });
    expect(fact('联系电话').textContent).toContain('13871234567');
  });

  it('shows hostile markup in a title as text and strips it from the description', () => {
    const hostile = {
      ...job,
      jobName: '<script>alert(1)</script>高级工程师',
      description: '<p>职责</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    };
    const { container } = renderSection(JobDetail, { data: hostile });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<script>alert(1)</script>高级工程师');
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('uses h3 for the job title under a titled section and leaves out missing facts', () => {
    const sparse: Job = {
      id: 1,
      jobName: '普工',
      refreshtime: 1789001100,
      money: '面议',
      companyName: '甲公司',
      companyId: 9,
      description: '',
    };
    renderSection(JobDetail, { data: sparse, section: { title: '职位' } });
    expect(screen.getByRole('heading', { level: 3, name: '普工' })).toBeTruthy();
    expect(screen.queryByText('招聘人数')).toBeNull();
    expect(screen.queryByText('联系电话')).toBeNull();
    expect(screen.queryByText('福利待遇')).toBeNull();
  });
});

describe('JobDetail in English', () => {
  afterEach(() => setLocale('zh-CN'));

  it("labels the facts and the apply button in the visitor's language", () => {
    setLocale('en');
    renderSection(JobDetail, { data: job });
    expect(fact('Salary').textContent).toBe('8000-12000元/月');
    expect(fact('Openings').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Apply for this job' })).toBeEnabled();
  });
});
