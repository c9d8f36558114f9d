import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { JobFairDetail } from './JobFairDetail';

type Fair = components['schemas']['JobFairDetail'];
const fair = defaultExampleData<Fair>('get', '/api/V2/jobfairMini/queryJobFairById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('JobFairDetail', () => {
  it('shows the title, the day with its hours, place, organiser and size', () => {
    renderSection(JobFairDetail, { data: fair });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2027年江城市秋季高校毕业生专场招聘会');
    expect(fact('举办时间').textContent).toMatch(new RegExp(`^${formatDate('zh-CN', fair.holddateStart)}`));
    expect(fact('所在区域').textContent).toBe('东湖区');
    expect(fact('地址').textContent).toBe('江城市东湖区人才市场一楼招聘大厅');
    expect(fact('主办单位').textContent).toBe('江城市人力资源服务中心');
    expect(fact('展位数').textContent).toBe('120');
    expect(fact('参会企业').textContent).toBe('96');
    expect(fact('招聘岗位').textContent).toBe('1350');
  });

  it('renders the introduction and masks the contact phone for visitors', () => {
    const { container } = renderSection(JobFairDetail, { data: fair });
    expect(screen.getByRole('heading', { level: 3, name: '招聘会介绍' })).toBeTruthy();
    expect(screen.getByText(/本次招聘会设展位120个/).tagName).toBe('P');
    expect(container.innerHTML).not.toContain('13545678901');
    expect(fact('联系电话').textContent).toMatch(/135\*+8901/);
  });

  it("shows one day with its opening hours (in the city's time zone, wherever the reader is)", () => {
    const at = (hour: number) => Date.UTC(2026, 8, 25, hour - 8) / 1000;
    renderSection(JobFairDetail, { data: { ...fair, holddateStart: at(9), holddateEnd: at(16) } });
    expect(fact('举办时间').textContent).toBe(`${formatDate('zh-CN', at(9))} 09:00–16:00`);
  });

  it('offers a company registration for a coming fair, and says a past one has ended', () => {
    const soon = Math.floor(Date.now() / 1000) + 7 * 86400;
    const { unmount } = renderSection(JobFairDetail, {
      data: { ...fair, holddateStart: soon, holddateEnd: soon + 3600 },
    });
    expect(screen.getByRole('button', { name: '企业报名参会' })).toBeEnabled();
    unmount();
    const past = Math.floor(Date.now() / 1000) - 7 * 86400;
    renderSection(JobFairDetail, { data: { ...fair, holddateStart: past, holddateEnd: past + 3600 } });
    expect(screen.getByText('招聘会已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '企业报名参会' })).toBeNull();
  });

  it('shows the registration the backend reports', () => {
    renderSection(JobFairDetail, { data: { ...fair, registered: 1 } });
    expect(screen.getByRole('button', { name: '已报名参会' })).toBeDisabled();
  });

  it('shows a date range for a fair over several days', () => {
    const end = fair.holddateStart + 2 * 86400;
    renderSection(JobFairDetail, { data: { ...fair, holddateEnd: end } });
    expect(fact('举办时间').textContent).toBe(
      `${formatDate('zh-CN', fair.holddateStart)} – ${formatDate('zh-CN', end)}`,
    );
  });
});
