import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). @node-rs/argon2
 * hashes on the libuv thread pool, so a login never blocks the event loop. Its default algorithm
 * is argon2id (its `Algorithm` enum is a `const enum`, which isolated-module builds cannot read).
 */
export const ARGON2_PARAMS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

/** Stored hashes look like `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (PHC string format). */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_PARAMS);
}

/** Verifies against an argon2id hash, or against a legacy `scrypt$N$r$p$salt$hash` one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false; // a malformed stored hash never matches
    }
  }
  return verifyScrypt(password, stored);
}

/**
 * True when `stored` was made by an older scheme or with other parameters: after a successful
 * login, store `hashPassword(password)` in its place (the password is only known then).
 */
export const needsRehash = (stored: string): boolean => !stored.startsWith(ARGON2_PREFIX);

/** Hashes stored before argon2id: scrypt (N=2^14), kept readable until each account logs in again. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Constant-time string comparison (shared manager password, CSRF tokens). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/** A random password for a new account: 20 chars, letters, digits and symbols. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-_+=';
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const b of bytes) {
    if (b < 256 - (256 % alphabet.length)) out += alphabet[b % alphabet.length];
    if (out.length === length) break;
  }
  return out.length === length ? out : generatePassword(length);
}
