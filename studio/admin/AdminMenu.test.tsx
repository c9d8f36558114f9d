import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminMenu } from './AdminMenu';

const session = (role?: string) =>
  vi.fn(async (url: string) =>
    url.endsWith('/session')
      ? new Response(JSON.stringify({ name: 'root', csrfToken: 't', review: 'required', ...(role ? { role } : {}) }))
      : new Response(JSON.stringify({ accounts: [], entries: [], settings: SETTINGS })),
  );

const SETTINGS = {
  idleMinutes: 30,
  absoluteHours: 12,
  passwordMinLength: 12,
  passwordClasses: 3,
  passwordHistory: 5,
  passwordMaxAgeDays: 90,
  editorsTwoFactor: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminMenu', () => {
  it.each([
    ['sysadmin', '账号管理'],
    ['secadmin', '安全设置'],
    ['auditor', '操作日志'],
  ])('shows a %s only its own tool, %s, which opens its panel', async (role, tool) => {
    vi.stubGlobal('fetch', session(role));
    render(<AdminMenu onSignedOut={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: tool }));
    expect(await screen.findByRole('dialog', { name: tool })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([tool]);
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
    render(<AdminMenu role="auditor" onSignedOut={() => {}} />);
    expect(screen.getByRole('button', { name: '操作日志' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
