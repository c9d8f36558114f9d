/** 新建页面 with a Chinese title (issue 32 item 3): a pinyin address is offered, never forced (decision 086). */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { PagesPanel } from '../editor/PagesPanel';
import { loadPublished, select, studio } from '../model/studio-store';

beforeEach(() => {
  loadPublished(portal as unknown as PortalConfig, '"v1"');
  act(() => select('home', null));
});

async function openForm() {
  const user = userEvent.setup();
  render(<PagesPanel problems={[]} />);
  await user.click(screen.getByRole('button', { name: '新建页面' }));
  const dialog = screen.getByRole('dialog', { name: '新建页面' });
  return { user, dialog, address: within(dialog).getByLabelText('页面地址') };
}

describe('新建页面 with a Chinese title', () => {
  it('offers the title’s pinyin as the address; the address stays empty until the editor takes it', async () => {
    const { user, dialog, address } = await openForm();
    await user.type(within(dialog).getByLabelText('页面标题（中文）'), '2026春风行动');
    expect(await within(dialog).findByText('/2026chunfengxingdong')).toBeVisible();
    expect(address).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '使用建议地址' }));
    expect(address).toHaveValue('/2026chunfengxingdong');
    expect(within(dialog).getByText('访客打开：/n2024/web/2026chunfengxingdong')).toBeVisible();
    // Taken, it is no longer offered.
    expect(within(dialog).queryByRole('button', { name: '使用建议地址' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '创建页面' }));
    expect(Object.values(studio.draft!.pages).some((p) => p.route === '/2026chunfengxingdong')).toBe(true);
  });

  it('refuses a Chinese address, saying why, and offers its pinyin', async () => {
    const { user, dialog, address } = await openForm();
    await user.type(address, '/春风行动');
    await user.type(within(dialog).getByLabelText('页面标题（中文）'), '春风行动');
    await user.click(within(dialog).getByRole('button', { name: '创建页面' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('不能有空格、汉字或其他符号'));
    expect(await within(dialog).findByText('/chunfengxingdong')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '使用建议地址' }));
    expect(address).toHaveValue('/chunfengxingdong');
    expect(address).not.toHaveAttribute('aria-invalid');
  });
});
