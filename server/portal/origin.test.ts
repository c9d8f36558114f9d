// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLoopback, siteOrigin } from './origin';
import { requestUrl } from './request-url';

describe('the site origin', () => {
  it('is SITE_ORIGIN, as an origin, whatever the server listens on', () => {
    expect(siteOrigin({ SITE_ORIGIN: 'https://jobs.example/', HOST: '0.0.0.0' })).toBe('https://jobs.example');
    expect(siteOrigin({ SITE_ORIGIN: 'https://JOBS.example:443' })).toBe('https://jobs.example');
    expect(() => siteOrigin({ SITE_ORIGIN: 'https://jobs.example/n2024' })).toThrow(/SITE_ORIGIN/);
    expect(() => siteOrigin({ SITE_ORIGIN: 'jobs.example' })).toThrow(/SITE_ORIGIN/);
    expect(() => siteOrigin({ SITE_ORIGIN: 'ftp://jobs.example' })).toThrow(/SITE_ORIGIN/);
  });

  it('is refused without SITE_ORIGIN on a public address, and is http://HOST:PORT on loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'portal.internal', '128.0.0.1'])
      expect(() => siteOrigin({ HOST }), HOST).toThrow(/SITE_ORIGIN/);
    expect(siteOrigin({})).toBe('http://127.0.0.1:3000');
    expect(siteOrigin({ HOST: 'localhost', PORT: '8000' })).toBe('http://localhost:8000');
    expect(siteOrigin({ HOST: '127.1.2.3', PORT: '8000' })).toBe('http://127.1.2.3:8000');
    expect(siteOrigin({ HOST: '::1', PORT: '8000' })).toBe('http://[::1]:8000');
  });

  it('knows the loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.255.0.9', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'localhost.evil.example', '127.example', '::ffff:10.0.0.1'])
      expect(isLoopback(host), host).toBe(false);
  });
});

describe('a request address', () => {
  it('is refused with malformed percent-encoding, in the path or the query', () => {
    for (const target of ['/n2024/web/%c0%ae', '/n2024/web/home?x=%E0%A4%A', '/%', '/a?%zz=1', '/a?b=%'])
      expect(requestUrl(target), target).toBeUndefined();
    expect(requestUrl('/n2024/web/jobSearch?keyWord=%E5%B7%A5+x&page=2')?.search).toBe('?keyWord=%E5%B7%A5+x&page=2');
  });

  it('is always a path: a request target cannot name a host', () => {
    expect(requestUrl('//evil.example/n2024/web/home')?.pathname).toBe('//evil.example/n2024/web/home');
  });
});
