import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { ContactBox } from './ContactBox';
import type { SectionProps } from '../section-props';

const config = defaultExampleData('get', '/v1_0/home/config/index');
const show = (data: SectionProps<'ContactBox'>['data'] = config, options?: Record<string, unknown>) =>
  render(
    <ContactBox
      section={{ id: 'contact', component: 'ContactBox', ...(options ? { options } : {}) }}
      data={data}
      rows={[]}
      search={new URLSearchParams()}
    />,
  );

describe('ContactBox', () => {
  it('opens the service phone lines and hours from the site settings, each a tel: link', async () => {
    show();
    const toggle = screen.getByRole('button', { name: '服务电话' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '13972610086' }).getAttribute('href')).toBe('tel:13972610086');
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('求职咨询')).toBeTruthy();
    expect(screen.getByText('服务时间：8:30-11:30，13:30-17:00')).toBeTruthy();
    await userEvent.click(toggle);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('works from the keyboard: Enter opens, Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    const toggle = screen.getByRole('button', { name: '服务电话' });
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('tel:13972610086');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('shows the QR code configured in options, with its label, one popover at a time', async () => {
    show(config, { qrImage: '/n2024/static/qr-wechat.png', qrLabel: { 'zh-CN': '微信公众号' } });
    await userEvent.click(screen.getByRole('button', { name: '扫码关注' }));
    expect(screen.getByRole('img', { name: '微信公众号' }).getAttribute('src')).toBe('/n2024/static/qr-wechat.png');
    await userEvent.click(screen.getByRole('button', { name: '服务电话' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: '扫码关注' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves out a QR image that is not a site path or http(s), and renders nothing with nothing to show', () => {
    const { unmount } = show(config, { qrImage: 'javascript:alert(1)' });
    expect(screen.queryByRole('button', { name: '扫码关注' })).toBeNull();
    unmount();
    const { container } = show({ webSite: '{}', windowSettings: '{}' });
    expect(container.innerHTML).toBe('');
  });
});
