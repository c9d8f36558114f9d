import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { MentorDetail } from './MentorDetail';

type Mentor = components['schemas']['MentorDetail'];
const mentor = defaultExampleData<Mentor>('get', '/api/web/queryJobTeacherById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('MentorDetail', () => {
  it('shows the name, a portrait named after the mentor, title, organisation, specialities and introduction', () => {
    renderSection(MentorDetail, { data: mentor });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('陈晓梅');
    const picture = screen.getByRole('img', { name: '陈晓梅' });
    expect(picture.getAttribute('src')).toBe('/n2024/static/mock/teacher-7.png');
    expect(picture.getAttribute('width')).toBe('120');
    expect(fact('职称')).toBe('国家二级职业指导师');
    expect(fact('所在单位')).toBe('江城市人力资源服务中心');
    expect(fact('擅长领域')).toBe('职业生涯规划、简历优化、面试辅导');
    expect(screen.getByRole('heading', { level: 3, name: '导师简介' })).toBeTruthy();
    expect(screen.getByText(/从事职业指导工作12年/).tagName).toBe('P');
  });

  it('leaves out the portrait and introduction when the mentor has none', () => {
    renderSection(MentorDetail, { data: { id: 8, name: '王老师' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
