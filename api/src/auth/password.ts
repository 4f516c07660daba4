import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto scrypt. The stored form carries its own
 * parameters, so they can be raised later without breaking existing hashes:
 *   scrypt$N$r$p$<salt base64url>$<hash base64url>
 */

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../contract/limits.js';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// N=2^15, r=8: about 32 MiB and ~50 ms per hash on a laptop (OWASP's scrypt minimum is N=2^17 with r=8 at
// 128 MiB; we stay at 32 MiB so a few concurrent sign-ins don't exhaust a small server's memory).
const DEFAULT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function maxmemFor({ N, r }: { N: number; r: number }): number {
  return 128 * N * r * 2;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = DEFAULT_PARAMS;
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** Compares in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scryptAsync(password, salt, key.length, { N, r, p, maxmem: maxmemFor({ N, r }) });
  return timingSafeEqual(candidate, key);
}

/**
 * A hash of a random password, computed once: verifying against it when an
 * account does not exist takes as long as a real check, so response times don't
 * tell which emails have accounts.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoyHash;
}
