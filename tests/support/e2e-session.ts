/**
 * Starts a Playwright page already logged in, as the portal itself would leave things after a login: the cookie
 * qscms_visitor and localStorage user/company, from the contract's login examples.
 */
import type { BrowserContext } from '@playwright/test';
import { exampleData } from './contract-examples';

export const logins = {
  personal: exampleData('post', '/v1_0/member/login/password', 'ok'),
  company: exampleData('post', '/v1_0/member/login/password', 'company'),
};

export async function loginAs(context: BrowserContext, who: keyof typeof logins, baseURL: string) {
  const r = logins[who];
  const company = r.utype === 1 ? (r.company ?? r.comList?.[0]?.id ?? null) : null;
  const companyName = company ? (r.comList?.find((c: { id: number }) => c.id === company)?.companyname ?? null) : null;
  const cookie = {
    utype: r.utype,
    mobile: r.mobile ?? '',
    token: r.token,
    userinfo: { uid: r.uid, utype: r.utype, comList: r.comList ?? [] },
    company,
    uid: r.uid,
  };
  const url = new URL(baseURL);
  await context.addCookies([
    {
      name: 'qscms_visitor',
      value: encodeURIComponent(JSON.stringify(cookie)),
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
    },
  ]);
  const user = {
    uid: r.uid,
    utype: r.utype,
    mobile: r.mobile ?? '',
    name: r.mobile ?? String(r.uid),
    comList: r.comList ?? [],
  };
  await context.addInitScript(
    ([u, c]) => {
      localStorage.setItem('user', u);
      if (c) localStorage.setItem('company', c);
    },
    [JSON.stringify(user), company ? JSON.stringify({ id: company, companyname: companyName }) : ''] as const,
  );
  return r;
}
