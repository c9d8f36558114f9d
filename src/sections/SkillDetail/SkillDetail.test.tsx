import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { SkillDetail } from './SkillDetail';

type Data = { info: components['schemas']['MajorDetail'] };
const data = defaultExampleData<Data>('get', '/v1_0/school/Schoolpag/schoolDetail');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('SkillDetail', () => {
  // The example's enrolment window is September 2026: the page is read as on a day within it, unless a test says.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date((data.info.enrol_starttime! + 86_400) * 1000));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the course name, cover, school, fee, length, enrolment window and subsidy', () => {
    renderSection(SkillDetail, { data });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('中式烹调师（五级）');
    expect(screen.getByRole('img', { name: '中式烹调师（五级）' }).getAttribute('src')).toBe(
      '/n2024/static/mock/major-31.png',
    );
    expect(fact('培训机构').textContent).toBe('江城市第一职业技能培训学校');
    expect(fact('培训费用').textContent).toBe('免费（政府补贴）');
    expect(fact('培训时长').textContent).toBe('30天（240课时）');
    expect(fact('报名时间').textContent).toBe(
      `${formatDate('zh-CN', data.info.enrol_starttime)} – ${formatDate('zh-CN', data.info.enrol_endtime)}`,
    );
    expect(fact('补贴政策').textContent).toContain('1500元');
    expect(fact('已报名').textContent).toBe('42 人');
    expect(screen.getByText(/刀工、火候、调味/).tagName).toBe('P');
  });

  it("links the skill type to its courses by the type's id (schoolList's type_id), not its name", () => {
    renderSection(SkillDetail, { data });
    expect(screen.getByRole('link', { name: '餐饮服务' })).toHaveAttribute(
      'href',
      `/skillType?type=${data.info.type_id}`,
    );
  });

  it('searches a type that comes without an id by its name', () => {
    renderSection(SkillDetail, { data: { info: { ...data.info, type_id: undefined } } });
    const [path, query] = screen.getByRole('link', { name: '餐饮服务' }).getAttribute('href')!.split('?');
    expect(path).toBe('/learnSkill');
    expect(new URLSearchParams(query).get('keywords')).toBe('餐饮服务');
  });

  it('offers the course sign-up (issue 9) within its enrolment window', () => {
    renderSection(SkillDetail, { data });
    expect(screen.getByRole('button', { name: '我要报名' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('says 报名未开始 before the enrolment window and 报名已截止 after it, without the sign-up button', () => {
    vi.setSystemTime(new Date((data.info.enrol_starttime! - 2 * 86_400) * 1000));
    const before = renderSection(SkillDetail, { data });
    expect(screen.getByText('报名未开始')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).toBeNull();
    before.unmount();

    vi.setSystemTime(new Date((data.info.enrol_endtime! + 2 * 86_400) * 1000));
    renderSection(SkillDetail, { data });
    expect(screen.getByText('报名已截止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).toBeNull();
  });

  it('masks the contact phone for visitors', () => {
    const { container } = renderSection(SkillDetail, { data });
    expect(container.innerHTML).not.toContain('13628761234');
    expect(fact('联系电话').textContent).toMatch(/136\*+1234/);
  });
});
