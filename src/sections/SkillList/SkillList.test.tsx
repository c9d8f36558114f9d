import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import type { SectionOf } from '../../config/portal-config';
import { SkillList } from './SkillList';
import type { SectionProps } from '../section-props';

const majors = defaultExampleData('get', '/v1_0/school/Schoolpag/schoolList').items;
const show = (rows: SectionProps<'SkillList'>['rows'], section: Partial<SectionOf<'SkillList'>> = {}) =>
  render(
    <MemoryRouter>
      <SkillList
        section={{ id: 'skills', component: 'SkillList', ...section }}
        data={answerWithRows('items', majors)}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('SkillList', () => {
  it('shows the rows it is given as links to their detail pages', () => {
    show(majors.slice(0, 12));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]!.textContent).toBe('中式烹调师');
    expect(links[0]!.getAttribute('href')).toBe('/learnDetail?id=301');
    expect(screen.queryByText('茶艺师')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('in the compact layout, holds every course asked for (999) in one labelled region the keyboard can scroll', async () => {
    const many = Array.from({ length: 999 }, (_, i) => ({ id: i + 1, major_name: `课程${i + 1}` }));
    show(many, { options: { layout: 'compact' } });
    const region = screen.getByRole('region', { name: '全部技能培训课程，共 999 门' });
    // (Counted by element: role queries over 999 links are slow in jsdom.)
    expect(region.querySelectorAll('li > a[href^="/learnDetail?id="]')).toHaveLength(999);
    expect(within(region).getByText('课程999').getAttribute('href')).toBe('/learnDetail?id=999');
    // Reached by Tab before its first course, so arrow keys and Page Down scroll it.
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(region.tabIndex).toBe(0);
  });

  it('renders an empty list for no rows', () => {
    show([]);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
