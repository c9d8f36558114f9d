/**
 * Editor accounts: a JSON file of names with scrypt-hashed passwords (node:crypto; decision 020). The file never
 * holds a password, and a comparison takes the same time whether the name exists or not.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { writeFileAtomic } from './atomic-file.ts';

interface Account {
  name: string;
  salt: string;
  hash: string;
  params: { N: number; r: number; p: number; keylen: number };
}

/** OWASP's scrypt floor is N=2^17 with r=8; 2^15 keeps a sign-in near 50 ms on these 2 shared cores (decision 020). */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 64 };
const MIN_PASSWORD = 8;

const scrypt = (password: string, salt: Buffer, { N, r, p, keylen }: Account['params']) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, { N, r, p, maxmem: 256 * N * r } satisfies ScryptOptions, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  );

export class AccountError extends Error {}

export function accountFile(path: string) {
  async function read(): Promise<Account[]> {
    try {
      return JSON.parse(await fs.readFile(path, 'utf8')) as Account[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new AccountError(`${path} is not a readable account file`);
    }
  }
  const write = (accounts: Account[]) => writeFileAtomic(path, `${JSON.stringify(accounts, null, 2)}\n`);

  return {
    async list(): Promise<string[]> {
      return (await read()).map((a) => a.name);
    },
    async add(name: string, password: string): Promise<void> {
      if (!/^[\p{L}\p{N}._-]{1,40}$/u.test(name))
        throw new AccountError('a name is 1 to 40 letters, digits, dots, dashes or underscores');
      if (password.length < MIN_PASSWORD)
        throw new AccountError(`a password needs at least ${MIN_PASSWORD} characters`);
      const salt = randomBytes(16);
      const hash = await scrypt(password, salt, PARAMS);
      const account: Account = { name, salt: salt.toString('base64'), hash: hash.toString('base64'), params: PARAMS };
      const others = (await read()).filter((a) => a.name !== name);
      await write([...others, account]);
    },
    async remove(name: string): Promise<boolean> {
      const accounts = await read();
      const kept = accounts.filter((a) => a.name !== name);
      if (kept.length === accounts.length) return false;
      await write(kept);
      return true;
    },
    /** Whether the name and password belong together. Unknown names cost a hash too (no timing tells them apart). */
    async verify(name: string, password: string): Promise<boolean> {
      const account = (await read()).find((a) => a.name === name);
      const params = account?.params ?? PARAMS;
      const salt = account ? Buffer.from(account.salt, 'base64') : randomBytes(16);
      const expected = account ? Buffer.from(account.hash, 'base64') : randomBytes(params.keylen);
      const actual = await scrypt(password, salt, params);
      return timingSafeEqual(actual, expected) && Boolean(account);
    },
  };
}
