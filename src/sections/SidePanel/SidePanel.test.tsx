import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { CLOSED_KEY } from './closed-mark';
import { SidePanel } from './SidePanel';
import type { SectionProps } from '../section-props';

const config = defaultExampleData('get', '/v1_0/home/config/index');
const show = (data: SectionProps<'SidePanel'>['data'] = config) =>
  render(
    <SidePanel
      section={{ id: 'sidePanel', component: 'SidePanel' }}
      data={data}
      rows={[]}
      search={new URLSearchParams()}
    />,
  );

describe('SidePanel', () => {
  afterEach(() => sessionStorage.clear());

  it('shows each icon item with its image, hover image and title, and the service phone line', () => {
    const { container } = show();
    const panel = screen.getByRole('complementary', { name: '侧边栏' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toBe('微信公众号');
    const images = [...items[0]!.querySelectorAll('img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('alt'),
    ]);
    expect(images).toEqual([
      ['/n2024/static/mock/icon-wechat.png', ''],
      ['/n2024/static/mock/icon-wechat-hover.png', ''],
    ]);
    expect(within(items[2]!).getByRole('link', { name: '13972610086' }).getAttribute('href')).toBe('tel:13972610086');
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('closes from the keyboard and stays closed for the rest of the visit', async () => {
    const user = userEvent.setup();
    const { unmount } = show();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭侧边栏' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(sessionStorage.getItem(CLOSED_KEY)).toBe('1');
    unmount();
    show();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('falls back to the icon name without a title, and shows nothing without icons or phones', () => {
    const { unmount } = show({
      webSite: '{}',
      windowSettings: '{}',
      right_icons: [{ name: 'app', iconImage: '/a.png' }],
    });
    expect(screen.getByRole('listitem').textContent).toBe('app');
    unmount();
    const { container } = show({ webSite: '{}', windowSettings: '{}' });
    expect(container.innerHTML).toBe('');
  });
});
