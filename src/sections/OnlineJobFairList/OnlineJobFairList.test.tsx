import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { OnlineJobFairList } from './OnlineJobFairList';

type Page = { records: components['schemas']['OnlineJobFair'][] };
const page = defaultExampleData<Page>('get', '/api/V2/jobfairOnline/queryOnlineJobFairPage');
const show = (rows = page.records) =>
  renderSection(OnlineJobFairList, { data: page, rows, section: { id: 'online', title: '网络招聘会' } });

describe('OnlineJobFairList', () => {
  it('shows each fair as an h3 linking to its online fair page', () => {
    show();
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(page.records.map((f) => f.title));
    expect(within(titles[0]!).getByRole('link').getAttribute('href')).toBe('/fairDetailOnline?id=112');
  });

  it('shows each period, a status in words and the size of a fair that has one', () => {
    show();
    const [running, upcoming, ended] = screen.getAllByRole('listitem');
    expect(running!.textContent).toContain(`${formatDate('zh-CN', 1789347600)} – ${formatDate('zh-CN', 1822294800)}`);
    expect(within(running!).getByText('进行中')).toBeTruthy();
    expect(within(running!).getByText('215 家企业 · 3260 个岗位')).toBeTruthy();
    expect(within(upcoming!).getByText('未开始')).toBeTruthy();
    expect(upcoming!.textContent).not.toContain('家企业');
    expect(within(ended!).getByText('已结束')).toBeTruthy();
  });

  it('shows covers as decorative, lazily loaded images with a fixed size', () => {
    const { container } = show();
    const covers = [...container.querySelectorAll('img')];
    expect(covers).toHaveLength(3);
    expect(
      covers.every(
        (img) =>
          img.getAttribute('alt') === '' &&
          img.getAttribute('loading') === 'lazy' &&
          img.getAttribute('width') === '320',
      ),
    ).toBe(true);
  });

  it('renders only the rows it is given', () => {
    show(page.records.slice(0, 1));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
