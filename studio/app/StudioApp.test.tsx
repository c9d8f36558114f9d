/**
 * The studio's first screens in a row (decisions 077 and 078): a reviewer whose account the system administrator
 * made (a password to change first, no second factor yet) changes the password and then lands on the enrolment,
 * nothing else; the service's answer to the change says so (`secondFactor: 'enrol'`).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudioApp } from './StudioApp';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SESSION = { name: 'rita', role: 'reviewer', csrfToken: 't1', review: 'required' } as const;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

afterEach(() => vi.unstubAllGlobals());

describe('StudioApp', () => {
  it('takes a reviewer made by the sysadmin from the forced password change to the second factor’s enrolment', async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url.replace(/^.*\/studio\/api/, '')}`;
      calls.push(call);
      if (call === 'GET /session')
        return reply({
          ...SESSION,
          passwordChange: 'first',
          secondFactor: 'enrol',
          lastSignIn: null,
          failuresSince: 0,
        });
      if (call === 'POST /session/password') return reply({ ...SESSION, csrfToken: 't2', secondFactor: 'enrol' });
      if (call === 'POST /second-factor/enrolment')
        return reply({ secret: SECRET, uri: `otpauth://totp/x:rita?secret=${SECRET}` });
      return reply({ message: 'only enrolment is open' }, 403);
    });
    vi.stubGlobal('fetch', fetch);
    render(<StudioApp />);

    expect(await screen.findByRole('heading', { name: '请先修改密码' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'Temp-pass-2026' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Rita-own-password-1' } });
    fireEvent.change(screen.getByLabelText('再次输入新密码'), { target: { value: 'Rita-own-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));

    expect(await screen.findByRole('heading', { name: '绑定动态口令' })).toBeVisible();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    // Nothing but the enrolment was asked for: not the published config, not the drafts.
    expect(calls).toEqual(['GET /session', 'POST /session/password', 'POST /second-factor/enrolment']);
  });
});
