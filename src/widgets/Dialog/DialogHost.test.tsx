import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from './DialogHost';
import { alert, confirm } from './dialogs';

describe('dialogs', () => {
  it('asks, traps focus on the answer buttons, and resolves with the choice', async () => {
    render(<DialogHost />);
    const answer = confirm({ title: '企业认证审核未通过', message: '营业执照不清晰', confirmLabel: '去认证' });
    const dialog = await screen.findByRole('dialog', { name: '企业认证审核未通过' });
    expect(dialog).toHaveTextContent('营业执照不清晰');
    expect(screen.getByRole('button', { name: '去认证' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '去认证' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats Escape as cancel, and shows queued dialogs one after another', async () => {
    render(<DialogHost />);
    const first = confirm({ title: '确认退出？', message: '' });
    const second = alert({ title: '企业认证审核中', message: '' });
    await screen.findByRole('dialog', { name: '确认退出？' });
    await userEvent.keyboard('{Escape}');
    await expect(first).resolves.toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(second).resolves.toBeUndefined();
  });
});
