import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminMenu } from './AdminMenu';

const session = (role?: string) =>
  vi.fn(async (url: string) =>
    url.endsWith('/session')
      ? new Response(JSON.stringify({ name: 'root', csrfToken: 't', review: 'required', ...(role ? { role } : {}) }))
      : new Response(JSON.stringify({ accounts: [], entries: [] })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('AdminMenu', () => {
  it('shows 账号管理 and 操作日志 to an admin, each opening its panel', async () => {
    vi.stubGlobal('fetch', session('admin'));
    render(<AdminMenu onSignedOut={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '账号管理' }));
    expect(await screen.findByRole('dialog', { name: '账号管理' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(screen.getByRole('button', { name: '操作日志' }));
    expect(await screen.findByRole('dialog', { name: '操作日志' })).toBeVisible();
  });

  it('shows nothing to an editor or a reviewer, nor for a session without a role', async () => {
    for (const role of ['editor', 'reviewer', undefined]) {
      const fetch = session(role);
      vi.stubGlobal('fetch', fetch);
      const { container, unmount } = render(<AdminMenu onSignedOut={() => {}} />);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('takes the role from the bar when it has it, without asking the service', () => {
    const fetch = session('editor');
    vi.stubGlobal('fetch', fetch);
    render(<AdminMenu role="admin" onSignedOut={() => {}} />);
    expect(screen.getByRole('button', { name: '操作日志' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
