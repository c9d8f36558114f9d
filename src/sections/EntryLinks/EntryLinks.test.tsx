import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkConfig, SectionOf } from '../../config/portal-config';
import { localeStore } from '../../i18n/i18n';
import { EntryLinks } from './EntryLinks';

const links = [
  { route: '/arbitration', label: { 'zh-CN': '劳动仲裁预约', en: 'Labour arbitration appointment' } },
  { route: '/supervision?type=1', label: { 'zh-CN': '建筑领域欠薪监察预约' } },
  { route: '/home', label: '返回首页' },
];
const show = (section: Partial<SectionOf<'EntryLinks'>>) =>
  render(
    <MemoryRouter>
      <EntryLinks
        section={{ id: 'entries', component: 'EntryLinks', ...section }}
        data={undefined}
        rows={[]}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('EntryLinks', () => {
  afterEach(() => {
    localeStore.locale = 'zh-CN';
  });

  it('shows the configured links with their labels, in the section title navigation', () => {
    show({ title: { 'zh-CN': '我要维权' }, options: { links } });
    const nav = screen.getByRole('navigation', { name: '我要维权' });
    const anchors = nav.querySelectorAll('a');
    expect([...anchors].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['劳动仲裁预约', '/arbitration'],
      ['建筑领域欠薪监察预约', '/supervision?type=1'],
      ['返回首页', '/home'],
    ]);
  });

  it('speaks the visitor language, falling back to Chinese', async () => {
    show({ options: { links } });
    await act(async () => {
      localeStore.locale = 'en';
    });
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Labour arbitration appointment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '建筑领域欠薪监察预约' })).toBeTruthy();
  });

  it('skips entries that are not portal routes or lack a label, and renders nothing without links', () => {
    show({
      options: {
        links: [
          { route: '//evil.example', label: 'x' },
          { route: 'javascript:alert(1)', label: 'y' },
          // A link without a label (the schema refuses it; the component still must not draw it).
          { route: '/policy' } as LinkConfig,
          ...links.slice(0, 1),
        ],
      },
    });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const { container } = show({ options: { links: [] } });
    expect(container.innerHTML).toBe('');
  });
});
