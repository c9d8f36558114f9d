import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordChangeStep } from './PasswordChangeStep';

const SESSION = { name: 'lin', role: 'editor', csrfToken: 't', review: 'optional', passwordChange: 'first' } as const;

function fill(current: string, password: string, repeat = password) {
  fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
}
afterEach(() => vi.unstubAllGlobals());

describe('the forced password change', () => {
  it('says why, names the rule a refused password missed, and hands over the session once changed', async () => {
    const onChanged = vi.fn();
    render(<PasswordChangeStep session={SESSION} onChanged={onChanged} onSignedOut={vi.fn()} />);
    expect(screen.getByText('这是您第一次登录，请先设置只有您自己知道的密码。')).toBeInTheDocument();
    fill('Temp-pass-2026', 'Lin-own-1', 'Lin-own-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('两次输入的新密码不一致。');

    const refuse = { code: 'weak-password', rule: 'reused', count: 5, message: '不能使用最近 5 次用过的密码。' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refuse), { status: 400 })),
    );
    fill('Temp-pass-2026', 'Temp-pass-2026');
    expect(await screen.findByText('不能使用最近 5 次用过的密码。')).toHaveAttribute('role', 'alert');

    const post = vi.fn(async () => new Response(JSON.stringify({ ...SESSION, passwordChange: undefined })));
    vi.stubGlobal('fetch', post);
    fill('Temp-pass-2026', 'Lin-own-password-1');
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = post.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/studio\/api\/session\/password$/);
    expect(JSON.parse(String(init.body))).toEqual({ current: 'Temp-pass-2026', password: 'Lin-own-password-1' });
  });
});
