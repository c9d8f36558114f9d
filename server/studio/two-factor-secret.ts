/**
 * The secrets of two-factor sign-in (issue 31 item 1, decision 077): a TOTP secret at rest, encrypted with
 * AES-256-GCM when `STUDIO_SECRET_KEY` names a key (32 bytes, as 64 hex digits or base64), the account's name bound
 * in as associated data (a row copied under another name does not decrypt); and the recovery codes: 80 random bits
 * each, kept as their SHA-256 (a slow hash protects guessable secrets; a random 80-bit code is not guessable, and one
 * SHA-256 lets a code be found by an indexed equality instead of trying ten scrypt hashes per sign-in).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps either side of now a code may be from (RFC 6238 §5.2: one, for clocks and typing). */
export const TOTP_WINDOW = 1;
const ISSUER = '就业门户发布台';

export const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), ...TOTP_SHAPE });

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The time step (counter) `code` belongs to at `time`, within the window, or undefined when it is no valid code. */
export function stepOfCode(secret: string, code: string, time: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: time, window: TOTP_WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: TOTP_SHAPE.period, timestamp: time }) + delta;
}

/** The key of `STUDIO_SECRET_KEY`, or undefined when it is unset; a value that is not 32 bytes stops the start. */
export function secretKeyOf(env: NodeJS.ProcessEnv): Buffer | undefined {
  const text = env.STUDIO_SECRET_KEY?.trim();
  if (!text) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('STUDIO_SECRET_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -hex 32)');
  return key;
}

/** The secret as stored: `enc:` IV, tag and ciphertext (base64) when there is a key, else the base32 text. */
export function sealSecret(secret: string, account: string, key: Buffer | undefined): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(account));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `enc:${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64')).join(':')}`;
}

export function openSecret(stored: string, account: string, key: Buffer | undefined): string {
  if (!stored.startsWith('enc:')) return stored;
  if (!key) throw new Error(`the second factor of ${account} is encrypted: set STUDIO_SECRET_KEY to its key`);
  const [iv, tag, sealed] = stored
    .slice(4)
    .split(':')
    .map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!).setAAD(Buffer.from(account));
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Bytes as base32 letters, one letter a byte (its low five bits). */
export const base32Letters = (bytes: Iterable<number>) => [...bytes].map((b) => BASE32[b % 32]).join('');

/** Ten recovery codes, each 16 base32 letters (80 bits) shown in groups of four: `ABCD-EFGH-JKLM-NPQR`. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => base32Letters(randomBytes(16)).replace(/(.{4})(?!$)/g, '$1-'));
}

/** A recovery code as typed (any case, dashes or spaces) → what is hashed. */
const normalCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, '');

export const recoveryHash = (code: string) => createHash('sha256').update(normalCode(code)).digest('hex');

/** Whether `code` has the shape of a recovery code (not a 6-digit TOTP code). */
export const looksLikeRecoveryCode = (code: string) => normalCode(code).length === 16;
