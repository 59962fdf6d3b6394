import { HttpError } from '../../src/lib/http-error';
import {
  assertUnderLimit,
  clearHits,
  GLOBAL_KEY,
  RATE_LIMITS,
  recordHit,
  resetRequestKey,
  slowDownDelayMs,
  SLOW_DOWNS,
  takeAttempt,
  takeSlowDownAttempt,
  tryTakeAttempt,
  type RateLimitRule,
} from '../../src/lib/rate-limit';
import { describeEachDatabase } from '../helpers/test-app';

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

describeEachDatabase('rate limits: atomic attempts', (ctx) => {
  const count = async (rule: RateLimitRule, key: string) =>
    (
      await ctx()
        .app.db.selectFrom('rate_limit_hits')
        .select('id')
        .where('bucket', '=', rule.bucket)
        .where('key', '=', key)
        .execute()
    ).length;

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

  it('shows why: the old check-then-record lets parallel attempts through together', async () => {
    const rule = freshRule(3);
    const naive = async () => {
      await assertUnderLimit(ctx().app.db, rule, 'k');
      await recordHit(ctx().app.db, rule, 'k');
    };
    const results = await settle(Array.from({ length: 12 }, naive));
    // Every check ran before any record landed (or nearly): far more than 3 got through.
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(3);
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
