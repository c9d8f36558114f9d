import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { PolicyList } from './PolicyList';

type Page = { records: components['schemas']['Policy'][] };
const page = defaultExampleData<Page>('get', '/api/policy/queryPolicyPage');
const show = (rows = page.records) =>
  renderSection(PolicyList, { data: page, rows, section: { id: 'policies', title: '政策法规' } });

describe('PolicyList', () => {
  it('shows each policy title linking to its detail page', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(page.records.map((p) => p.title));
    expect(links[2]!.getAttribute('href')).toBe('/policyInfoDetail?id=203');
  });

  it('shows the type, department and date of each row', () => {
    show();
    const row = screen.getAllByRole('listitem')[0]!;
    expect(within(row).getByText('就业创业').getAttribute('aria-label')).toBe('政策类别 就业创业');
    expect(within(row).getByText('江城市人力资源和社会保障局')).toBeTruthy();
    const time = within(row).getByText(formatDate('zh-CN', 1787906400));
    expect(time.getAttribute('datetime')).toBe(new Date(1787906400 * 1000).toISOString());
  });

  it('renders only the rows it is given and shows a title with markup as text', () => {
    show([{ id: 1, title: '&lt;b&gt;新政&lt;/b&gt;', addtime: 1787906400 }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link').textContent).toBe('<b>新政</b>');
  });
});
