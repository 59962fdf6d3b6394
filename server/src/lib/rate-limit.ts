import { sql, type Transaction } from 'kysely';
import type { DB, Db } from '../db/database';
import { isPostgres } from '../db/dialect-of';
import { HttpError } from './http-error';
import { isoAgo, nowIso } from './time';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * A slow-down instead of a lock-out: after `freeAttempts` recorded attempts in the window, each
 * further attempt must wait `baseDelayMs`, doubling per attempt up to `maxDelayMs`, after the last
 * one. Keyed on an account, a guesser rotating addresses is slowed to a crawl, yet nobody can
 * lock the owner out for long.
 */
export interface SlowDownRule {
  bucket: string;
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The documented limits (docs/api.md, "Rate limits"). Counters live in the database so every
 * server instance sees the same ones.
 */
export const RATE_LIMITS = {
  /** Login failures per email + IP. */
  loginFailure: { bucket: 'login-failure', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Login failures per IP whatever the email: password spraying from one address (one argon2
   * hash per guess) stops after this many.
   */
  loginFailureByAddress: { bucket: 'login-failure-address', limit: 100, windowMs: 15 * MINUTE },
  /**
   * Writes that send mail (comments, tickets, declines, review assignments) per account: a
   * script with a session cannot flood inboxes.
   */
  mailingWrite: { bucket: 'mailing-write', limit: 30, windowMs: 10 * MINUTE },
  /** Wrong manager (shared) passwords per IP. */
  sharedPasswordFailure: { bucket: 'shared-password-failure', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong manager passwords from all addresses together (key GLOBAL_KEY): an attacker with many
   * addresses still gets only this many guesses, and reaching it is logged as a warning.
   */
  sharedPasswordFailureAll: {
    bucket: 'shared-password-failure-all',
    limit: 50,
    windowMs: 15 * MINUTE,
  },
  /** Wrong current passwords on change-password, per user id. */
  changePasswordFailure: { bucket: 'change-password-failure', limit: 5, windowMs: 15 * MINUTE },
  /** Reset requests per email (kept while the route keys on the email alone). */
  passwordResetRequest: { bucket: 'password-reset', limit: 5, windowMs: 60 * MINUTE },
  /**
   * Reset requests per email + IP (resetRequestKey): a stranger elsewhere cannot use up the
   * owner's requests.
   */
  passwordResetRequestByAddress: {
    bucket: 'password-reset-address',
    limit: 5,
    windowMs: 60 * MINUTE,
  },
  /** Reset mails per email: a repeated request inside the window sends no second mail (tryTakeAttempt). */
  passwordResetMail: { bucket: 'password-reset-mail', limit: 1, windowMs: 5 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export const SLOW_DOWNS = {
  /** Login failures per account, whatever the address. */
  accountLogin: {
    bucket: 'login-failure-account',
    freeAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 5 * MINUTE,
    windowMs: 15 * MINUTE,
  },
} satisfies Record<string, SlowDownRule>;

/** Key of the limits that count all addresses together. */
export const GLOBAL_KEY = '*';

/** One key from several parts (e.g. email + IP), lower-casing emails so case cannot split a counter. */
export const rateLimitKey = (...parts: Array<string | number>): string =>
  parts.map(String).join('|');
export const resetRequestKey = (email: string, ip: string): string =>
  rateLimitKey(email.trim().toLowerCase(), ip);

/** A recorded attempt: `release` takes it back (e.g. the password was right after all). */
export interface Attempt {
  /** The hits recorded for it (`forgetHits` takes several attempts back in one statement). */
  readonly ids: readonly number[];
  release: () => Promise<void>;
}

/** Where a reached limit is reported (request.log or app.log). */
export interface LimitLog {
  warn: (details: object, message: string) => void;
}

const tooMany = (retryMs: number): HttpError => {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  return new HttpError(
    429,
    `Too many attempts. Try again in ${seconds} seconds.`,
    {},
    { 'Retry-After': String(seconds) },
  );
};

/**
 * Runs `work` in a transaction that no other attempt on the same bucket and key can interleave
 * with. SQLite has one connection, so a transaction already excludes every other statement;
 * PostgreSQL's default isolation would let two transactions each miss the other's uncommitted
 * row, so a transaction-scoped advisory lock on the key serialises them.
 */
async function exclusively<T>(
  db: Db,
  bucket: string,
  key: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}|${key}`}, 0))`.execute(
        trx,
      );
    }
    return work(trx);
  });
}

async function insertHit(trx: Transaction<DB>, bucket: string, key: string): Promise<number> {
  const row = await trx
    .insertInto('rate_limit_hits')
    .values({ bucket, key, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The hits of `key` inside the window, oldest first, read with the ones that fell out of it,
 * which are then deleted (the table stays small; they are never counted again): one statement
 * when none did, the usual case.
 */
async function hitsInWindow(trx: Transaction<DB>, bucket: string, key: string, windowMs: number) {
  const since = isoAgo(windowMs);
  const all = await trx
    .selectFrom('rate_limit_hits')
    .select(['id', 'created_at'])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  // ISO strings of one format: compared as text, as the SQL compared them.
  const hits = all.filter((hit) => hit.created_at > since);
  if (hits.length < all.length) {
    await trx
      .deleteFrom('rate_limit_hits')
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('created_at', '<=', since)
      .execute();
  }
  return hits;
}

/**
 * Takes back recorded hits (`ids`) and forgives keys (`clear`: every hit of each bucket and
 * key) in one statement.
 */
export async function forgetHits(
  db: Db,
  ids: readonly number[],
  clear: ReadonlyArray<readonly [Pick<RateLimitRule, 'bucket'>, string]> = [],
): Promise<void> {
  if (ids.length === 0 && clear.length === 0) return;
  await db
    .deleteFrom('rate_limit_hits')
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('id', 'in', [...ids])] : []),
        ...clear.map(([rule, key]) =>
          eb.and([eb('bucket', '=', rule.bucket), eb('key', '=', key)]),
        ),
      ]),
    )
    .execute();
}

function attemptHandle(db: Db, id: number): Attempt {
  return { ids: [id], release: () => forgetHits(db, [id]) };
}

class LimitReached extends Error {
  constructor(readonly retryMs: number) {
    super('rate limit reached');
  }
}

async function take(db: Db, rule: RateLimitRule, key: string, log?: LimitLog): Promise<Attempt> {
  try {
    const id = await exclusively(db, rule.bucket, key, async (trx) => {
      // Record first, then count, inside the lock: N parallel attempts see N hits, so at most
      // `limit` of them get through.
      const own = await insertHit(trx, rule.bucket, key);
      const hits = await hitsInWindow(trx, rule.bucket, key, rule.windowMs);
      if (hits.length > rule.limit) {
        const oldest = Date.parse(hits[0].created_at);
        // Thrown inside the transaction: the refused attempt is rolled back, not counted.
        throw new LimitReached(oldest + rule.windowMs - Date.now());
      }
      if (hits.length === rule.limit && log) {
        log.warn(
          { bucket: rule.bucket, key, limit: rule.limit, windowMs: rule.windowMs },
          'rate limit reached',
        );
      }
      return own;
    });
    return attemptHandle(db, id);
  } catch (err) {
    if (err instanceof LimitReached) throw tooMany(err.retryMs);
    throw err;
  }
}

/**
 * Records one attempt on `key` and counts, atomically: throws 429 (with Retry-After; the
 * refused attempt is not recorded) when it would be attempt `limit + 1` in the window. Call it
 * before checking the secret; `release()` the attempt when it turns out to be legitimate, or
 * `clearHits` to forgive the key (a successful login). With `log`, the attempt that reaches the
 * limit is logged as a warning (use it for the limits that count all addresses).
 */
export function takeAttempt(
  db: Db,
  rule: RateLimitRule,
  key: string,
  options: { log?: LimitLog } = {},
): Promise<Attempt> {
  return take(db, rule, key, options.log);
}

/** As `takeAttempt`, but answers null instead of throwing: for effects to skip silently (a duplicate mail). */
export async function tryTakeAttempt(
  db: Db,
  rule: RateLimitRule,
  key: string,
): Promise<Attempt | null> {
  try {
    return await take(db, rule, key);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429) return null;
    throw err;
  }
}

/** How long the attempt after `recorded` attempts must wait after the last one (0 = no wait). */
export function slowDownDelayMs(rule: SlowDownRule, recorded: number): number {
  if (recorded < rule.freeAttempts) return 0;
  return Math.min(
    rule.maxDelayMs,
    rule.baseDelayMs * 2 ** Math.min(30, recorded - rule.freeAttempts),
  );
}

/**
 * Records one attempt on `key` unless the slow-down says to wait: then 429 with Retry-After and
 * nothing recorded. Atomic like `takeAttempt`. On success, `clearHits(db, rule, key)`.
 */
export async function takeSlowDownAttempt(
  db: Db,
  rule: SlowDownRule,
  key: string,
): Promise<Attempt> {
  try {
    const id = await exclusively(db, rule.bucket, key, async (trx) => {
      const hits = await hitsInWindow(trx, rule.bucket, key, rule.windowMs);
      const wait = slowDownDelayMs(rule, hits.length);
      if (wait > 0) {
        const last = Date.parse(hits[hits.length - 1].created_at);
        const remaining = last + wait - Date.now();
        if (remaining > 0) throw new LimitReached(remaining);
      }
      return insertHit(trx, rule.bucket, key);
    });
    return attemptHandle(db, id);
  } catch (err) {
    if (err instanceof LimitReached) throw tooMany(err.retryMs);
    throw err;
  }
}

/**
 * Throws 429 with Retry-After when `key` already used up its `limit` in the window.
 * Check-then-record (with `recordHit`) is not atomic: parallel attempts can all pass the check.
 * New code uses `takeAttempt`.
 */
export async function assertUnderLimit(db: Db, rule: RateLimitRule, key: string): Promise<void> {
  const since = isoAgo(rule.windowMs);
  const hits = await db
    .selectFrom('rate_limit_hits')
    .select(['created_at'])
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .limit(rule.limit)
    .execute();
  if (hits.length < rule.limit) return;
  const oldest = Date.parse(hits[0].created_at);
  throw tooMany(oldest + rule.windowMs - Date.now());
}

export async function recordHit(
  db: Db,
  rule: Pick<RateLimitRule, 'bucket' | 'windowMs'>,
  key: string,
): Promise<void> {
  await db
    .insertInto('rate_limit_hits')
    .values({ bucket: rule.bucket, key, created_at: nowIso() })
    .execute();
  await db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .where('created_at', '<=', isoAgo(rule.windowMs))
    .execute();
}

export async function clearHits(
  db: Db,
  rule: Pick<RateLimitRule, 'bucket'>,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .execute();
}

let mailingWriteRule: RateLimitRule = RATE_LIMITS.mailingWrite;

/** MAIL_WRITES_PER_10_MINUTES (config): set once by buildApp, 30 unless configured. */
export function setMailingWriteLimit(limit: number): void {
  mailingWriteRule = { ...RATE_LIMITS.mailingWrite, limit };
}

/**
 * Runs a write that sends mail (a comment, a ticket, a decline, a status change) under the
 * caller's `mailingWrite` limit: 30 per 10 minutes per account, then 429 with Retry-After and
 * nothing done. A write that fails (a refused form) is not counted.
 */
export async function limitMailingWrite<T>(
  db: Db,
  userId: number,
  work: () => Promise<T>,
): Promise<T> {
  const attempt = await takeAttempt(db, mailingWriteRule, rateLimitKey(userId));
  try {
    return await work();
  } catch (err) {
    await attempt.release();
    throw err;
  }
}
