import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { FriendlyLinks } from './FriendlyLinks';
import type { SectionProps } from '../section-props';

const links = defaultExampleData('get', '/api/web/queryLink');
const show = (rows: SectionProps<'FriendlyLinks'>['rows']) =>
  render(
    <FriendlyLinks
      section={{ id: 'links', component: 'FriendlyLinks' }}
      data={[...rows]}
      rows={rows}
      search={new URLSearchParams()}
    />,
  );

describe('FriendlyLinks', () => {
  it('links every friendly site in a new window', () => {
    show(links);
    const anchors = screen.getAllByRole('link');
    expect(anchors).toHaveLength(7);
    expect(anchors[0]!.textContent).toContain('江城市人民政府');
    expect(anchors[0]!.getAttribute('href')).toBe('https://www.jiangcheng.gov.cn/');
    expect(
      anchors.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer'),
    ).toBe(true);
  });

  it('shows a link that is not http(s) as plain text, never as a link', () => {
    const { container } = show([
      { id: 1, name: '危险链接', linkUrl: 'javascript:alert(1)' },
      { id: 2, name: '相对地址', linkUrl: '/home' },
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('危险链接')).toBeTruthy();
    expect(container.innerHTML).not.toContain('javascript:');
  });
});
