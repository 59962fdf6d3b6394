import { HttpError } from '../../src/lib/http-error';
import {
  clearHits,
  forgetHits,
  GLOBAL_KEY,
  RATE_LIMITS,
  resetRequestKey,
  slowDownCutOffs,
  slowDownDelayMs,
  SLOW_DOWNS,
  takeAttempt,
  takeSlowDownAttempt,
  tryTakeAttempt,
  type RateLimitRule,
} from '../../src/lib/rate-limit';
import type { Db } from '../../src/db/database';
import { isoAgo } from '../../src/lib/time';
import { statementCounter } from '../helpers/statement-counter';
import { describeEachDatabase } from '../helpers/test-app';

// Hooked before any app opens a connection.
const statements = statementCounter();

let unique = 0;
const freshRule = (limit: number): RateLimitRule => {
  unique += 1;
  return { bucket: `test-${unique}-${Date.now()}`, limit, windowMs: 15 * 60_000 };
};

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const refusals = (results: PromiseSettledResult<unknown>[]) =>
  results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => r.reason as HttpError);

/** The hits of a key as its row holds them (none without a row). */
const hitsOf = async (db: Db, rule: Pick<RateLimitRule, 'bucket'>, key: string) => {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.hits) as string[]) : [];
};

/** A key's row as earlier attempts left it. */
const seed = (db: Db, rule: Pick<RateLimitRule, 'bucket'>, key: string, hits: string[]) =>
  db
    .insertInto('rate_limits')
    .values({ bucket: rule.bucket, key, hits: JSON.stringify(hits) })
    .execute();

/** The statements `work` sends, and its outcome. */
async function measured<T>(work: () => Promise<T>) {
  statements.start();
  const outcome = await work().then(
    (value) => ({ value }),
    (err: unknown) => ({ err }),
  );
  return { ...outcome, statements: statements.stop().length };
}

describeEachDatabase('rate limits: atomic attempts', (ctx) => {
  const count = async (rule: RateLimitRule, key: string) =>
    (await hitsOf(ctx().app.db, rule, key)).length;

  it('lets exactly `limit` of 25 parallel attempts through; the others get 429 and are not recorded', async () => {
    const rule = freshRule(10);
    const results = await settle(
      Array.from({ length: 25 }, () =>
        takeAttempt(ctx().app.db, rule, 'victim@example.org|203.0.113.7'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = refusals(results);
    expect(refused).toHaveLength(15);
    for (const err of refused) {
      expect(err).toBeInstanceOf(HttpError);
      expect(err.statusCode).toBe(429);
      expect(err.detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      expect(Number(err.headers['Retry-After'])).toBeGreaterThan(800);
    }
    expect(await count(rule, 'victim@example.org|203.0.113.7')).toBe(10);
  });

  it('counts keys apart, and release() takes one attempt back', async () => {
    const rule = freshRule(2);
    const first = await takeAttempt(ctx().app.db, rule, 'a');
    await takeAttempt(ctx().app.db, rule, 'a');
    await takeAttempt(ctx().app.db, rule, 'b');
    await expect(takeAttempt(ctx().app.db, rule, 'a')).rejects.toMatchObject({ statusCode: 429 });
    await first.release();
    await expect(takeAttempt(ctx().app.db, rule, 'a')).resolves.toBeDefined();
    await clearHits(ctx().app.db, rule, 'a');
    expect(await count(rule, 'a')).toBe(0);
  });

  it('neither counts a hit that fell out of the window nor keeps it in the row', async () => {
    const rule = freshRule(2);
    const db = ctx().app.db;
    const old = `${isoAgo(rule.windowMs + 1_000)}~0ld0`;
    const recent = `${isoAgo(60_000)}~1ec0`;
    await seed(db, rule, 'k', [old, recent]);
    await expect(takeAttempt(db, rule, 'k')).resolves.toBeDefined();
    const hits = await hitsOf(db, rule, 'k');
    expect(hits).toHaveLength(2);
    expect(hits[0]).toBe(recent);
    expect(hits).not.toContain(old);
    // The window holds 2 now: the next is refused until the recent one leaves it (in 14 minutes).
    const refused = await takeAttempt(db, rule, 'k').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    const retryAfter = Number((refused as HttpError).headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(13 * 60);
    expect(retryAfter).toBeLessThanOrEqual(14 * 60);
    expect(await hitsOf(db, rule, 'k')).toEqual(hits);
  });

  it('keeps the hits in time order, and forgetHits takes attempts back and forgives keys in one statement', async () => {
    const rule = freshRule(5);
    const db = ctx().app.db;
    const a1 = await takeAttempt(db, rule, 'a');
    // A later millisecond (two tokens of the same one sort by their random part).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const a2 = await takeAttempt(db, rule, 'a');
    const b1 = await takeAttempt(db, rule, 'b');
    await takeAttempt(db, rule, 'c');
    const a = await hitsOf(db, rule, 'a');
    expect(a).toEqual([a1.hits[0].token, a2.hits[0].token]);
    const forgot = await measured(() => forgetHits(db, [...a1.hits, ...b1.hits], [[rule, 'c']]));
    expect(forgot.statements).toBe(1);
    expect(await hitsOf(db, rule, 'a')).toEqual([a2.hits[0].token]);
    expect(await hitsOf(db, rule, 'b')).toEqual([]);
    expect(await hitsOf(db, rule, 'c')).toEqual([]);
  });

  it('takes, refuses and releases an attempt in one statement each', async () => {
    const rule = freshRule(1);
    const db = ctx().app.db;
    const taken = await measured(() => takeAttempt(db, rule, 'k'));
    expect(taken.statements).toBe(1);
    const refused = await measured(() => takeAttempt(db, rule, 'k'));
    expect(refused).toMatchObject({ statements: 1, err: { statusCode: 429 } });
    if (!('value' in taken)) throw new Error('the first attempt was refused');
    expect((await measured(() => taken.value.release())).statements).toBe(1);
    const slow = { ...SLOW_DOWNS.accountLogin, bucket: rule.bucket };
    expect((await measured(() => takeSlowDownAttempt(db, slow, 'slow'))).statements).toBe(1);
    expect(await count(rule, 'k')).toBe(0);
  });

  it('tryTakeAttempt answers null instead of 429 (a duplicate reset mail is skipped, the request still succeeds)', async () => {
    const rule = { ...RATE_LIMITS.passwordResetMail, bucket: freshRule(1).bucket };
    expect(await tryTakeAttempt(ctx().app.db, rule, 'ada@example.org')).not.toBeNull();
    expect(await tryTakeAttempt(ctx().app.db, rule, 'ada@example.org')).toBeNull();
    expect(await tryTakeAttempt(ctx().app.db, rule, 'grace@example.org')).not.toBeNull();
  });

  it('keys reset requests on email + IP, so a stranger elsewhere cannot use up the owner’s requests', async () => {
    const rule = { ...RATE_LIMITS.passwordResetRequestByAddress, bucket: freshRule(5).bucket };
    for (let i = 0; i < 5; i += 1)
      await takeAttempt(ctx().app.db, rule, resetRequestKey('Ada@Example.org', '198.51.100.9'));
    await expect(
      takeAttempt(ctx().app.db, rule, resetRequestKey('ada@example.org ', '198.51.100.9')),
    ).rejects.toMatchObject({ statusCode: 429 });
    await expect(
      takeAttempt(ctx().app.db, rule, resetRequestKey('ada@example.org', '203.0.113.1')),
    ).resolves.toBeDefined();
  });

  it('limits change-password guesses to 5 per 15 minutes per user', async () => {
    const rule = { ...RATE_LIMITS.changePasswordFailure, bucket: freshRule(5).bucket };
    expect(RATE_LIMITS.changePasswordFailure).toMatchObject({ limit: 5, windowMs: 15 * 60_000 });
    const results = await settle(
      Array.from({ length: 8 }, () => takeAttempt(ctx().app.db, rule, 'user:42')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('caps manager-password failures from all addresses together, with a warning in the log when the cap is reached', async () => {
    const rule = { ...RATE_LIMITS.sharedPasswordFailureAll, bucket: freshRule(3).bucket, limit: 3 };
    const warnings: Array<{ details: object; message: string }> = [];
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
    const results = await settle(
      Array.from({ length: 6 }, () => takeAttempt(ctx().app.db, rule, GLOBAL_KEY, { log })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(warnings).toEqual([
      {
        details: { bucket: rule.bucket, key: GLOBAL_KEY, limit: 3, windowMs: rule.windowMs },
        message: 'rate limit reached',
      },
    ]);
  });
});

describeEachDatabase('rate limits: per-account slow-down', (ctx) => {
  const rule = () => ({ ...SLOW_DOWNS.accountLogin, bucket: freshRule(1).bucket });

  it('lets the first attempts through at once, then makes each wait twice as long, up to the maximum', () => {
    const r = SLOW_DOWNS.accountLogin;
    expect([0, 4, 5, 6, 7, 30].map((n) => slowDownDelayMs(r, n))).toEqual([
      0,
      0,
      1000,
      2000,
      4000,
      r.maxDelayMs,
    ]);
  });

  it('turns the delays into cut-off times for the statement, one per count until the delay stops growing', () => {
    const now = Date.parse('2025-06-01T12:00:00.000Z');
    const r = SLOW_DOWNS.accountLogin;
    const cutOffs = slowDownCutOffs(r, now);
    // 1 s doubling per attempt past the free ones: 256 s, then the 5-minute maximum for every count.
    expect(cutOffs.map((cutOff) => (now - Date.parse(cutOff)) / 1000)).toEqual([
      1, 2, 4, 8, 16, 32, 64, 128, 256, 300,
    ]);
    cutOffs.forEach((cutOff, i) =>
      expect(Date.parse(cutOff)).toBe(now - slowDownDelayMs(r, r.freeAttempts + i)),
    );
    expect(slowDownDelayMs(r, r.freeAttempts + 40)).toBe(
      now - Date.parse(cutOffs[cutOffs.length - 1]),
    );
    // A delay that never reaches its maximum stops at the largest exponent (2 ** 30).
    expect(slowDownCutOffs({ ...r, baseDelayMs: 0 }, now)).toHaveLength(31);
  });

  it('measures the delay for the count in the window from the last attempt, past the doubling too', async () => {
    const db = ctx().app.db;
    const slow = rule();
    /** `n` hits a second apart, the last `lastAgoMs` ago. */
    const spread = (n: number, lastAgoMs: number) =>
      Array.from({ length: n }, (_, i) => `${isoAgo(lastAgoMs + (n - 1 - i) * 1_000)}~${i}`);
    const outcome = async (key: string, hits: string[]) => {
      await seed(db, slow, key, hits);
      return takeSlowDownAttempt(db, slow, key).then(
        () => 'taken',
        (err: HttpError) => `429 after ${err.headers['Retry-After']}`,
      );
    };
    // 6 hits: the 7th waits 2 s after the 6th.
    expect(await outcome('six-soon', spread(6, 1_500))).toBe('429 after 1');
    expect(await outcome('six-later', spread(6, 2_500))).toBe('taken');
    // 40 hits: past the doubling, the 5-minute maximum.
    expect(await outcome('forty-soon', spread(40, 4 * 60_000))).toMatch(/^429 after (59|60)$/);
    expect(await outcome('forty-later', spread(40, 5 * 60_000 + 1_000))).toBe('taken');
    // Hits out of the window do not count: 3 in it are within the free attempts.
    const old = spread(10, slow.windowMs + 60_000);
    expect(await outcome('old', [...old, ...spread(3, 0)])).toBe('taken');
    expect(await hitsOf(db, slow, 'old')).toHaveLength(4);
  });

  it('answers 429 with Retry-After to an attempt that comes too soon, from any address, and records nothing for it', async () => {
    const slow = rule();
    const results = await settle(
      Array.from({ length: 12 }, () =>
        takeSlowDownAttempt(ctx().app.db, slow, 'victim@example.org'),
      ),
    );
    // 5 free attempts; the 6th must wait 1 s after the 5th, so parallel ones are refused.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const err of refusals(results)) {
      expect(err.statusCode).toBe(429);
      expect(err.headers['Retry-After']).toBe('1');
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(
      takeSlowDownAttempt(ctx().app.db, slow, 'victim@example.org'),
    ).resolves.toBeDefined();
    // The next one waits twice as long: up to 2 s from the last attempt.
    await expect(
      takeSlowDownAttempt(ctx().app.db, slow, 'victim@example.org'),
    ).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': expect.stringMatching(/^[12]$/) },
    });
    await clearHits(ctx().app.db, slow, 'victim@example.org');
    await expect(
      takeSlowDownAttempt(ctx().app.db, slow, 'victim@example.org'),
    ).resolves.toBeDefined();
  });
});
