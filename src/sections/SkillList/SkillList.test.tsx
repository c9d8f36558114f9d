import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { SkillList } from './SkillList';

const majors = defaultExampleData('get', '/v1_0/school/Schoolpag/schoolList').items;
const show = (rows: readonly unknown[]) =>
  render(
    <MemoryRouter>
      <SkillList
        section={{ id: 'skills', component: 'SkillList', show: 12 }}
        data={{ items: majors }}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('SkillList', () => {
  it('shows the rows it is given (cut to show) as links to their detail pages', () => {
    show(majors.slice(0, 12));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]!.textContent).toBe('中式烹调师');
    expect(links[0]!.getAttribute('href')).toBe('/learnDetail?id=301');
    expect(screen.queryByText('茶艺师')).toBeNull();
  });

  it('renders an empty list for no rows', () => {
    show([]);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
