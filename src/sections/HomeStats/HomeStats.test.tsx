import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { HomeStats } from './HomeStats';
import type { SectionProps } from '../section-props';

const stats = defaultExampleData('get', '/v1_0/home/index/index');
const show = (data: SectionProps<'HomeStats'>['data']) =>
  render(
    <HomeStats
      section={{ id: 'stats', component: 'HomeStats' }}
      data={data}
      rows={[]}
      search={new URLSearchParams()}
    />,
  );

describe('HomeStats', () => {
  it("shows the home index's jobs, companies and resumes, each with today's new ones", () => {
    show(stats);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['在招职位', '入驻企业', '求职简历']);
    const jobs = screen.getAllByRole('term')[0]!.parentElement!;
    expect(
      within(jobs)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,358', '今日新增 46']);
    expect(screen.getByText('2,317')).toBeInTheDocument();
    expect(screen.getByText('今日新增 21')).toBeInTheDocument();
  });

  it("leaves out a today's figure the answer does not hold", () => {
    show({ sitename: '江城', jobs_total: 5, companies_total: 0, resumes_total: 7 });
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['5', '0', '7']);
  });

  it('refuses an answer without the figures (told by the section as a broken answer), rather than drawing zeros', () => {
    expect(() => show({ records: 'not a list', items: 42 } as never /* an answer outside the contract */)).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
  });
});
