import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignIn } from './SignIn';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

function signIn(password = 'secret-1') {
  const onSignedIn = vi.fn();
  render(<SignIn onSignedIn={onSignedIn} />);
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' anna ' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return onSignedIn;
}

afterEach(() => vi.unstubAllGlobals());

describe('SignIn', () => {
  it('posts the name and password and hands over the session', async () => {
    const post = answer(200, { name: 'anna', csrfToken: 't0ken' });
    vi.stubGlobal('fetch', post);
    const onSignedIn = signIn();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ name: 'anna', csrfToken: 't0ken' }));
    const [, init] = post.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'anna', password: 'secret-1' });
  });

  it('says plainly when the name or password is wrong', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'wrong name or password' }));
    const onSignedIn = signIn('wrong');
    expect(await screen.findByText('账号或密码不正确。')).toHaveAttribute('role', 'alert');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('after too many failures tells when to try again (429)', async () => {
    vi.stubGlobal('fetch', answer(429, { message: 'too many', retryAfter: 8 }));
    signIn();
    expect(await screen.findByText('登录失败次数过多，请 8 秒后再试。')).toHaveAttribute('role', 'alert');
  });

  it('tells when the service cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    signIn();
    expect(await screen.findByText(/无法连接发布服务/)).toHaveAttribute('role', 'alert');
  });
});
