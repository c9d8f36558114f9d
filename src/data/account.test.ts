import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silent } from '../../sdk/client';
import { envelopeError, httpError } from '../../sdk/errors';
import { exampleData } from '../../tests/support/contract-examples';
import {
  fetchCompanyAuth,
  fetchCompanyProfile,
  fetchLoginStatus,
  fetchMemberRole,
  fetchPersonalInfo,
  fetchQrLink,
  hasUnreadQuery,
  logoutOnServer,
  passwordLogin,
  unreadCountQuery,
  usePasswordLogin,
} from './account';
import { api } from './api-client';
import { onApiError } from './query-client';

afterEach(() => vi.restoreAllMocks());

describe('account calls', () => {
  it('QR link: the url of getQrCodeUrl, quietly', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(exampleData('get', '/api/V2/login/getQrCodeUrl') as never);
    await expect(fetchQrLink()).resolves.toMatch(/[?&]uuid=/);
    expect(get).toHaveBeenCalledWith('/api/V2/login/getQrCodeUrl', { signal: undefined, headers: silent });
  });

  it('password login posts username and password to /v1_0/member/login/password, with the overlay', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(exampleData('post', '/v1_0/member/login/password') as never);
    const body = { username: '13886021357', password: 'secret' };
    await expect(passwordLogin(body)).resolves.toHaveProperty('token');
    expect(post).toHaveBeenCalledWith('/v1_0/member/login/password', { body });
  });

  it("status check: the spec's userinfo call, with the session token or with a token the session does not hold yet", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ login: false } as never);
    await fetchLoginStatus();
    await fetchLoginStatus('qr-token');
    expect(get).toHaveBeenNthCalledWith(1, '/v1_0/home/config/userinfo', { headers: silent });
    expect(get).toHaveBeenNthCalledWith(2, '/v1_0/home/config/userinfo', {
      headers: { ...silent, Authorization: 'qr-token', 'user-token': 'qr-token' },
    });
  });

  it('member info, company profile by company id, role by member id, company auth and logout hit their paths', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({} as never);
    const post = vi.spyOn(api, 'post').mockResolvedValue(null as never);
    await fetchPersonalInfo();
    await fetchCompanyProfile(3012);
    await fetchMemberRole(60417);
    await fetchCompanyAuth();
    await logoutOnServer();
    expect(get.mock.calls).toEqual([
      ['/v1_0/personal/info/index', { headers: silent }],
      ['/v1_0/company/profile/index', { params: { query: { companyid: '3012' } }, headers: silent }],
      ['/api/V2/account/queryDbRoleByMemberIdAndCompany', { params: { query: { memberId: 60417 } }, headers: silent }],
      ['/v1_0/company/auth/index', { headers: silent }],
    ]);
    expect(post).toHaveBeenCalledWith('/v1_0/member/login/logout', { body: {}, headers: silent });
  });

  it('an expired session on an account call goes to the s8 handling; other failures, the QR check and logout stay quiet', async () => {
    const heard: string[] = [];
    const stop = onApiError((e) => heard.push(e.kind));
    vi.spyOn(api, 'get').mockRejectedValue(envelopeError(401, '登录已过期'));
    vi.spyOn(api, 'post').mockRejectedValue(envelopeError(401, '登录已过期'));
    const calls = [
      fetchQrLink(),
      fetchLoginStatus(),
      fetchPersonalInfo(),
      fetchCompanyProfile(3012),
      fetchMemberRole(60417),
      fetchCompanyAuth(),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(heard).toEqual(Array(6).fill('sessionExpired'));

    heard.length = 0;
    await expect(fetchLoginStatus('scanned-token')).rejects.toMatchObject({ kind: 'sessionExpired' });
    await expect(logoutOnServer()).rejects.toMatchObject({ kind: 'sessionExpired' });
    vi.spyOn(api, 'get').mockRejectedValue(httpError(500, '/v1_0/personal/info/index'));
    await expect(fetchPersonalInfo()).rejects.toMatchObject({ kind: 'http' });
    stop();
    expect(heard).toEqual([]);
  });

  it('unread flag and count: asked quietly for a known member, the count only when the flag says some', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(((path: string) =>
        Promise.resolve(path.endsWith('haveMessage') ? { have: true } : { number: 3 })) as never);
    const client = new QueryClient();
    expect(hasUnreadQuery(null, null).enabled).toBe(false);
    expect(unreadCountQuery(60417, 3012, false).enabled).toBe(false);
    expect(unreadCountQuery(null, null, true).enabled).toBe(false);
    await expect(client.fetchQuery(hasUnreadQuery(60417, 3012))).resolves.toBe(true);
    await expect(client.fetchQuery(unreadCountQuery(60417, 3012, true))).resolves.toBe(3);
    expect(get).toHaveBeenCalledWith('/api/V2/login/haveMessage', expect.objectContaining({ headers: silent }));
    expect(get).toHaveBeenCalledWith(
      '/api/V2/message/queryUnMessageNumber',
      expect.objectContaining({ headers: silent }),
    );
    expect(hasUnreadQuery(1, null).queryKey).not.toEqual(hasUnreadQuery(2, null).queryKey);
    expect(unreadCountQuery(1, null, true).queryKey).not.toEqual(unreadCountQuery(1, 3012, true).queryKey);
    expect(hasUnreadQuery(1, null).meta).toEqual({ errorToast: false });
  });

  it('the login mutation rejects once with the business error (no retry)', async () => {
    const failure = envelopeError(500, '用户名或密码错误');
    const post = vi.spyOn(api, 'post').mockRejectedValue(failure);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => usePasswordLogin(), { wrapper });
    await expect(result.current.mutateAsync({ username: 'u', password: 'p' })).rejects.toBe(failure);
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
