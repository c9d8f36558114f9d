import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { formatDate } from '../../i18n/i18n';
import { JobFairList } from './JobFairList';
import type { SectionProps } from '../section-props';

const fairs = defaultExampleData('get', '/api/V2/jobfairMini/queryJobFairListByPage').records.slice(0, 4);
const show = (rows: SectionProps<'JobFairList'>['rows']) =>
  render(
    <MemoryRouter>
      <JobFairList
        section={{ id: 'jobFairs', component: 'JobFairList' }}
        data={answerWithRows('records', rows)}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('JobFairList', () => {
  it('shows each fair as a heading linking to its detail page, online fairs to the online detail page', () => {
    show(fairs);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(4);
    expect(within(headings[0]!).getByRole('link').getAttribute('href')).toBe('/fairDetail?id=108');
    expect(within(headings[1]!).getByRole('link').getAttribute('href')).toBe('/fairDetailOnline?id=107');
    expect(headings[0]!.textContent).toContain('2026年江城市“春风行动”大型招聘会');
  });

  it('says in words whether a fair is online or on site, and shows its date and venue', () => {
    show(fairs);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('现场招聘会')).toBeTruthy();
    expect(within(items[1]!).getByText('网络招聘会')).toBeTruthy();
    expect(within(items[0]!).getByText(formatDate('zh-CN', 1789205200))).toBeTruthy();
    expect(items[0]!.textContent).toContain('江城市人力资源市场三楼大厅（江城区解放路200号）');
  });

  it('leaves out a missing venue and decodes an HTML title to text', () => {
    show([{ id: 1, title: '春季&amp;<b>秋季</b>招聘会', holddateStart: 1789205200 }]);
    expect(screen.getByRole('link').textContent).toBe('春季&秋季招聘会');
    expect(screen.queryByText(/地点/)).toBeNull();
    expect(screen.getByText('现场招聘会')).toBeTruthy();
  });
});
