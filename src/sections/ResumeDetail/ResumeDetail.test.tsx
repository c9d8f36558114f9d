import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { ResumeDetail } from './ResumeDetail';

type Resume = components['schemas']['ResumeDetail'];
const resume = defaultExampleData<Resume>('get', '/v1_0/personal/resume/detail');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const listAfter = (heading: string) => screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement;

describe('ResumeDetail', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows the name, a photo named after the person, and the basic facts', () => {
    renderSection(ResumeDetail, { data: resume });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('张先生');
    expect(screen.getByRole('img', { name: '张先生' }).getAttribute('src')).toBe('/n2024/static/mock/avatar-1.png');
    expect(fact('性别').textContent).toBe('男');
    expect(fact('年龄').textContent).toBe('27岁');
    expect(fact('工作经验').textContent).toBe('3年');
    expect(fact('学历').textContent).toBe('本科');
    expect(fact('期望职位').textContent).toBe('会计,财务助理');
    expect(fact('期望薪资').textContent).toBe('6000-8000元/月');
  });

  it('lists work experience (current job "至今") and education with their periods', () => {
    renderSection(ResumeDetail, { data: resume });
    const work = within(listAfter('工作经历')).getAllByRole('listitem');
    expect(work).toHaveLength(2);
    expect(work[0]?.textContent).toContain('江城精工机械制造有限公司 · 会计');
    expect(work[0]?.textContent).toContain(`${formatDate('zh-CN', 1656633600)} – 至今`);
    expect(work[1]?.textContent).toContain(`${formatDate('zh-CN', 1625097600)} – ${formatDate('zh-CN', 1654012800)}`);
    expect(work[1]?.textContent).toContain('协助完成代理记账客户的凭证录入和报表编制。');
    const school = within(listAfter('教育经历')).getByRole('listitem');
    expect(school.textContent).toContain('江城大学 · 会计学 · 本科');
    expect(screen.getByRole('heading', { name: '自我描述' }).nextElementSibling?.textContent).toContain(
      '持有初级会计职称',
    );
  });

  it('keeps contact details from visitors: phone masked, email left out', () => {
    const { container } = renderSection(ResumeDetail, { data: resume });
    expect(container.innerHTML).not.toContain('13886021357');
    expect(fact('联系电话').textContent).toMatch(/138\*+1357/);
    expect(container.innerHTML).not.toContain('zhangwei_jc@163.com');
  });

  it('shows a logged-in company, before it downloads the resume, what the list shows: phone masked, no email', () => {
    session.token = 't';
    const { container } = renderSection(ResumeDetail, { data: resume });
    expect(container.innerHTML).not.toContain('13886021357');
    expect(fact('联系电话').textContent).toBe('138****1357下载简历后查看完整联系方式');
    expect(container.innerHTML).not.toContain('zhangwei_jc@163.com');
    expect(screen.queryByText('电子邮箱', { selector: 'dt' })).toBeNull();
  });

  it('masks a full name as the list does (maskName), in the heading, the photo and the invitation', () => {
    session.token = 't';
    const { container } = renderSection(ResumeDetail, { data: { ...resume, fullname: '张伟' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('张*');
    expect(screen.getByRole('img', { name: '张*' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('张伟');
  });

  it('offers a company the resume download and the interview invitation', () => {
    renderSection(ResumeDetail, { data: resume });
    expect(screen.getByRole('button', { name: '下载简历' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '邀请面试' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('copes with a bare resume: no photo, no experience sections', () => {
    renderSection(ResumeDetail, { data: { id: 1, fullname: '李女士' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('李女士');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
