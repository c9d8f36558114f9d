/**
 * Password hashes: node:crypto scrypt (decision 020), the parameters stored with each hash so they can be raised
 * later. The rules a new password meets are the security administrator's (password-rules.ts, decision 078).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHash {
  salt: string;
  hash: string;
  params: { N: number; r: number; p: number; keylen: number };
}

/** OWASP's scrypt floor is N=2^17 with r=8; 2^15 keeps a sign-in near 50 ms on these 2 shared cores (decision 020). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 64 };

const scrypt = (password: string, salt: Buffer, { N, r, p, keylen }: PasswordHash['params']) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, { N, r, p, maxmem: 256 * N * r } satisfies ScryptOptions, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, PARAMS);
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), params: PARAMS };
}

/** Whether `password` matches; without a stored hash it still costs one (no timing tells unknown names apart). */
export async function passwordMatches(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const params = stored?.params ?? PARAMS;
  const salt = stored ? Buffer.from(stored.salt, 'base64') : randomBytes(16);
  const expected = stored ? Buffer.from(stored.hash, 'base64') : randomBytes(params.keylen);
  const actual = await scrypt(password, salt, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected) && Boolean(stored);
}
