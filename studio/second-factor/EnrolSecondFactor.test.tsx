import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnrolSecondFactor } from './EnrolSecondFactor';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DDD${'ABCDEFGHIJ'[i]}`);

afterEach(() => vi.unstubAllGlobals());

describe('EnrolSecondFactor (decision 077)', () => {
  it('shows the QR code and the secret, takes a first code, then shows the ten recovery codes once', async () => {
    const answers = [
      reply(200, { secret: SECRET, uri: `otpauth://totp/x:rita?secret=${SECRET}` }),
      reply(400, { code: 'wrong-code' }),
      reply(200, { recoveryCodes: CODES }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const onDone = vi.fn();
    render(<EnrolSecondFactor onDone={onDone} onSignedOut={vi.fn()} />);

    expect(await screen.findByRole('img', { name: '动态口令二维码，内容与下方密钥相同' })).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = screen.getByLabelText('应用显示的 6 位动态口令');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '完成绑定' }));
    expect(await screen.findByText('动态口令不正确，请输入应用当前显示的口令。')).toHaveAttribute('role', 'alert');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '完成绑定' }));
    const heading = await screen.findByRole('heading', { name: '绑定完成：请保存恢复码' });
    // Focus moves to the codes' heading once they are drawn (an effect after the render).
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const list = screen.getByRole('list', { name: '恢复码' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(CODES[0]!);
    const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/second-factor\/enrolment\/finish$/);
    expect(JSON.parse(String(init.body))).toEqual({ code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: '我已保存，进入发布台' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('hands a 401 (the session ended) back to the studio', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, { message: 'sign in first' })),
    );
    const onSignedOut = vi.fn();
    render(<EnrolSecondFactor onDone={vi.fn()} onSignedOut={onSignedOut} />);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });
});
