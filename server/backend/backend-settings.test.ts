// @vitest-environment node
/** API_TARGET as an operations team writes it: a base URL with or without a prefix; anything else refused by name. */
import { describe, expect, it } from 'vitest';
import { backendAddress } from '../../sdk/backend-address';
import { upstreamAddress } from './pass-through';
import { backendSettings } from './backend-settings';

describe('API_TARGET and its prefix', () => {
  it('keeps a path prefix before /n2024, with or without a trailing slash', () => {
    const path = '/n2024/api/web/queryJobListByPage?page=1';
    expect(backendAddress('https://api.example.gov.cn/gateway', path).href).toBe(
      `https://api.example.gov.cn/gateway${path}`,
    );
    expect(backendAddress('https://api.example.gov.cn/gateway/', path).href).toBe(
      `https://api.example.gov.cn/gateway${path}`,
    );
    expect(backendAddress('http://10.0.0.12:8080', '/n2024').href).toBe('http://10.0.0.12:8080/n2024');
  });

  it('never lets a passed-through address climb out of prefix/n2024/', () => {
    const target = new URL('https://api.example.gov.cn/gateway');
    expect(upstreamAddress(target, '/n2024/../admin')).toBeUndefined();
    expect(upstreamAddress(target, '/n2024/%2e%2e/%2e%2e/admin')).toBeUndefined();
    expect(upstreamAddress(target, '/n2024/websocket?x')?.href).toBe(
      'https://api.example.gov.cn/gateway/n2024/websocket?x',
    );
  });

  it('refuses what is not an http(s) base URL, saying why; takes the timeouts from the environment', () => {
    expect(() => backendSettings('ftp://files.example')).toThrow(/http:\/\/ or https:\/\//);
    expect(() => backendSettings('https://user:secret@api.example')).toThrow(/no user, password/);
    expect(() => backendSettings('not a url')).toThrow(/not a URL/);
    expect(() => backendSettings('https://api.example', { BACKEND_TIMEOUT_MS: 'soon' })).toThrow(/BACKEND_TIMEOUT_MS/);
    expect(backendSettings('https://api.example/gw', { BACKEND_CONNECT_TIMEOUT_MS: '2000' })).toMatchObject({
      connectTimeoutMs: 2000,
      answerTimeoutMs: 15_000,
    });
  });
});
