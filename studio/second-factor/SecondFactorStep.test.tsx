import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignIn } from '../app/SignIn';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function signInWith(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const onSignedIn = vi.fn();
  render(<SignIn onSignedIn={onSignedIn} />);
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'rita' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'rita-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return { fetch, onSignedIn };
}

async function typeCode(code: string) {
  const field = await screen.findByLabelText('动态口令或恢复码');
  expect(field).toHaveAccessibleDescription(/身份验证器应用/);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '验证' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the second step of signing in (decision 077)', () => {
  it('asks for the code after a right password, and sends it with the pending token', async () => {
    const { fetch, onSignedIn } = signInWith(
      reply(200, { name: 'rita', secondFactor: 'needed', pending: 'p-1' }),
      reply(200, { name: 'rita', role: 'reviewer', csrfToken: 't' }),
    );
    expect(await screen.findByRole('heading', { name: '两步验证' })).toBeVisible();
    await typeCode(' 123456 ');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ name: 'rita', role: 'reviewer', csrfToken: 't' }));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/session\/second-factor$/);
    expect(JSON.parse(String(init.body))).toEqual({ pending: 'p-1', code: '123456' });
  });

  it('says a wrong or used code plainly, and a lock-out with its wait', async () => {
    const { onSignedIn } = signInWith(
      reply(200, { name: 'rita', secondFactor: 'needed', pending: 'p-1' }),
      reply(401, { code: 'wrong-code' }),
      reply(429, { retryAfter: 8 }),
    );
    await typeCode('000000');
    expect(await screen.findByText('动态口令不正确或已使用过，请输入应用新显示的口令。')).toHaveAttribute(
      'role',
      'alert',
    );
    await typeCode('111111');
    expect(await screen.findByText('登录失败次数过多，请 8 秒后再试。')).toHaveAttribute('role', 'alert');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes back to the password when the step has expired, saying why', async () => {
    signInWith(reply(200, { name: 'rita', secondFactor: 'needed', pending: 'p-1' }), reply(401, { code: 'pending' }));
    await typeCode('123456');
    expect(await screen.findByText('验证已超时，请重新输入账号和密码。')).toBeVisible();
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });
});
