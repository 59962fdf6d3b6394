import { randomBytes, scryptSync } from 'node:crypto';
import { COMMON_PASSWORDS, isCommonPassword } from '../../src/lib/common-passwords';
import { hashPassword, needsRehash, verifyPassword } from '../../src/lib/passwords';

/** A hash as the server stored them before argon2id: `scrypt$N$r$p$salt$hash`. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('stores argon2id hashes (PHC string, 19 MiB, 2 passes, 1 lane) with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('correct-horse-battery'),
      hashPassword('correct-horse-battery'),
    ]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct-horse-battery', a)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', a)).toBe(false);
  });

  it('still verifies the scrypt hashes stored before, and says they need re-hashing', async () => {
    const old = legacyScryptHash('an-old-Secret-2024');
    expect(await verifyPassword('an-old-Secret-2024', old)).toBe(true);
    expect(await verifyPassword('not-the-old-secret', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('an-old-Secret-2024'))).toBe(false);
  });

  it('asks for a re-hash of argon2 hashes made with other parameters, and never matches a malformed hash', async () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('hashes and verifies off the event loop: timers keep firing while four hashes run', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    const started = Date.now();
    const hashes = await Promise.all([1, 2, 3, 4].map((i) => hashPassword(`password-number-${i}`)));
    await Promise.all(hashes.map((h, i) => verifyPassword(`password-number-${i + 1}`, h)));
    clearInterval(timer);
    const elapsed = Date.now() - started;
    // A hash that blocked the loop would leave no room for the 1 ms timer while it ran.
    expect(ticks).toBeGreaterThan(Math.min(5, elapsed / 10));
  });
});

describe('common passwords', () => {
  it('has at least 10,000 entries from the maintained breach list', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    'password',
    'Password',
    ' qwertyui ',
    'iloveyou',
    'password123',
    'baseball1',
    'letmein!',
    'trustno1',
    'superman',
    'p@ssw0rd',
    'summer2024',
    'abcdefgh',
    '87654321',
    'qwerqwer',
    'drowssap',
    'inventor123',
    'patents',
  ])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'correct-horse-battery',
    'a-fresh-passphrase-42',
    'after-reset-Secret-66',
    'demo-inventor-2026',
    'Xk3-generated-Pw-42',
  ])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
