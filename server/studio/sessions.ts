/**
 * Editor sessions without server state: the cookie is `name.expiry.signature` (HMAC-SHA256 with the service's
 * secret), so any server holding the same secret accepts it (decision 020). The CSRF token is another HMAC of the
 * cookie: it needs no storage, and a page of another site can neither read it nor make it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { dirname } from 'node:path';

export const SESSION_COOKIE = 'n2024_studio';
export const SESSION_HOURS = 8;

/** The secret in its file, made on first start (deleting the file signs every editor out). */
export async function loadSecret(path: string): Promise<Buffer> {
  try {
    const text = (await fs.readFile(path, 'utf8')).trim();
    if (text.length >= 32) return Buffer.from(text, 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await fs.mkdir(dirname(path), { recursive: true });
  await fs.writeFile(path, `${secret.toString('base64')}\n`, { mode: 0o600 });
  return secret;
}

export function sessionKeys(secret: Buffer, now: () => number = Date.now) {
  const sign = (purpose: string, text: string) => createHmac('sha256', secret).update(`${purpose}:${text}`).digest();
  const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

  return {
    /** A cookie value for `name`, valid SESSION_HOURS from now. */
    issue(name: string): string {
      const body = `${Buffer.from(name).toString('base64url')}.${now() + SESSION_HOURS * 3_600_000}`;
      return `${body}.${sign('session', body).toString('base64url')}`;
    },
    /** The editor's name, when the cookie value is ours and not expired. */
    read(value: string | undefined): string | undefined {
      const [encodedName, expiry, signature] = value?.split('.') ?? [];
      if (!encodedName || !expiry || !signature) return undefined;
      const body = `${encodedName}.${expiry}`;
      if (!same(Buffer.from(signature, 'base64url'), sign('session', body))) return undefined;
      if (!(Number(expiry) > now())) return undefined;
      return Buffer.from(encodedName, 'base64url').toString();
    },
    csrfToken: (cookie: string) => sign('csrf', cookie).toString('base64url'),
    checkCsrf: (cookie: string, token: string | undefined) =>
      Boolean(token) && same(Buffer.from(token!, 'base64url'), sign('csrf', cookie)),
  };
}
