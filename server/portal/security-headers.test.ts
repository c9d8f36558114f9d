// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

/** The Content-Security-Policy an nginx headers file adds, its nonce written as NONCE. */
function nginxPolicy(file: string): string {
  const text = readFileSync(join(import.meta.dirname, '../../deploy/nginx', file), 'utf8');
  const policy = /add_header\s+Content-Security-Policy\s+"([^"]+)"/.exec(text)?.[1];
  expect(policy, `${file} adds a Content-Security-Policy`).toBeTruthy();
  return policy!.replace('$request_id', 'NONCE');
}

describe("the portal server's security headers", () => {
  it("send nginx's own policy (a page served without nginx is as protected)", () => {
    expect(contentSecurityPolicy('NONCE')).toBe(nginxPolicy('security-headers.conf'));
  });

  it("send the studio's policy for the studio's page (it frames its own preview)", () => {
    expect(contentSecurityPolicy('NONCE', "'self'")).toBe(nginxPolicy('studio-headers.conf'));
  });
});
