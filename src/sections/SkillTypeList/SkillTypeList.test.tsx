import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { SkillTypeList } from './SkillTypeList';

type Data = { items: components['schemas']['IdNameOption'][] };
const data = defaultExampleData<Data>('get', '/v1_0/school/Schoolpag/schoolType');
const show = (rows = data.items, search = '') =>
  renderSection(SkillTypeList, { data, rows, search, section: { id: 'types', title: '技能分类' } });

describe('SkillTypeList', () => {
  it("links every type to its courses by the type's id, not its name", () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['家政服务', '电子商务', '餐饮服务', '电工焊工', '养老护理']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(data.items.map((t) => `/skillType?type=${t.id}`));
  });

  it('marks the type being shown as the current one', () => {
    show(data.items, 'type=3');
    expect(screen.getByRole('link', { name: '餐饮服务' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '家政服务' })).not.toHaveAttribute('aria-current');
  });
});
