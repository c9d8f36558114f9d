import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { SkillTypeList } from './SkillTypeList';

type Data = { items: components['schemas']['IdNameOption'][] };
const data = defaultExampleData<Data>('get', '/v1_0/school/Schoolpag/schoolType');
const show = (rows = data.items) =>
  renderSection(SkillTypeList, { data, rows, section: { id: 'types', title: '技能分类' } });

describe('SkillTypeList', () => {
  it('links every type to the skills list searched by its name', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['家政服务', '电子商务', '餐饮服务', '电工焊工', '养老护理']);
    const query = new URLSearchParams(links[0]!.getAttribute('href')!.split('?')[1]);
    expect(links[0]!.getAttribute('href')!.startsWith('/learnSkill?')).toBe(true);
    expect(query.get('keywords')).toBe('家政服务');
  });

  it('encodes names that carry query characters', () => {
    show([{ id: 9, name: '电工&焊工 初级' }]);
    const href = screen.getByRole('link').getAttribute('href')!;
    expect(new URLSearchParams(href.split('?')[1]).get('keywords')).toBe('电工&焊工 初级');
  });
});
