import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { RightsPanel } from './RightsPanel';
import type { SectionProps } from '../section-props';

const organizations = defaultExampleData('get', '/v1_0/seafeguardingrights/Safeguardingrights/queryOrganization').info;
const show = (rows: SectionProps<'RightsPanel'>['rows']) =>
  render(
    <MemoryRouter>
      <RightsPanel
        section={{ id: 'rights', component: 'RightsPanel', show: 2 }}
        data={{ info: organizations }}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('RightsPanel', () => {
  it('shows the rows it is given (already cut to 2) with name, phone and address', () => {
    show(organizations.slice(0, 2));
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['江城市劳动人事争议仲裁院', '东湖区劳动人事争议仲裁院']);
    expect(screen.getByRole('link', { name: '13886125567' }).getAttribute('href')).toBe('tel:13886125567');
    expect(screen.getByText(/东湖区湖滨路88号/)).toBeTruthy();
  });

  it('offers the three appointment entries: arbitration and the two kinds of wage-arrears supervision', () => {
    show(organizations.slice(0, 2));
    const nav = screen.getByRole('navigation', { name: '预约登记' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['劳动仲裁', '/arbitration'],
      ['建筑领域欠薪', '/supervision?type=1'],
      ['非建筑领域欠薪', '/supervision?type=2'],
    ]);
  });

  it('keeps the entries when there are no organisations', () => {
    show([]);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(3);
  });
});
