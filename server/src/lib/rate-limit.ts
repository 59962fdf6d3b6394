import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
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

/**
 * One recorded hit: the row of its bucket and key, and its token in that row's `hits`,
 * `<ISO time>~<random>`. Tokens of one format sort by time as text, and the random part makes
 * each unique, so one hit can be taken back without its neighbours of the same millisecond.
 */
export interface Hit {
  readonly bucket: string;
  readonly key: string;
  readonly token: string;
}

/** A recorded attempt: `release` takes it back (e.g. the password was right after all). */
export interface Attempt {
  /** The hits recorded for it (`forgetHits` takes several attempts back in one statement). */
  readonly hits: readonly Hit[];
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

/** The length of nowIso()'s `2025-01-31T12:00:00.000Z`: the time at the start of a token. */
const TIME_LENGTH = 24;
const newToken = (): string => `${nowIso()}~${randomBytes(4).toString('hex')}`;
const timeOf = (token: string): number => Date.parse(token.slice(0, TIME_LENGTH));

const parseHits = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed)
    ? parsed.filter((hit): hit is string => typeof hit === 'string')
    : [];
};

/** The JSON functions the statements need, as each database spells them. */
interface JsonSql {
  /** A JSON array of texts as rows of one column `hit` (a FROM item). */
  rows: (array: RawBuilder<string>) => RawBuilder<unknown>;
  /** The rows' `hit`s as a JSON array text, in time order; `[]` when there are none. */
  array: RawBuilder<string>;
  /** Element `index` (from 0) of a JSON array of texts. */
  at: (array: RawBuilder<string>, index: RawBuilder<number>) => RawBuilder<string>;
}

const POSTGRES_JSON: JsonSql = {
  rows: (array) => sql`jsonb_array_elements_text(cast(${array} as jsonb)) as e(hit)`,
  // Byte order ("C"), as JavaScript and SQLite compare the tokens, whatever the collation.
  array: sql`cast(coalesce(jsonb_agg(hit order by hit collate "C"), '[]') as text)`,
  at: (array, index) => sql`(cast(${array} as jsonb) ->> cast(${index} as integer))`,
};

const SQLITE_JSON: JsonSql = {
  rows: (array) => sql`(select value as hit from json_each(${array})) as e`,
  array: sql`json_group_array(hit order by hit)`,
  // Only an integer reads an element: a real index (better-sqlite3 binds numbers as reals) reads null.
  at: (array, index) => sql`(${array} ->> cast(${index} as integer))`,
};

const jsonSql = (db: Db): JsonSql => (isPostgres(db) ? POSTGRES_JSON : SQLITE_JSON);

/** The row's own `hits` column, inside a statement on `rate_limits`. */
const ROW_HITS = sql.ref<string>('rate_limits.hits');

/**
 * An attempt on `bucket` and `key`, in one statement: an upsert of the key's row that keeps the
 * hits still inside the window (the others are dropped, so a row stays small and an old hit is
 * never counted again) and adds a new hit only if `admits` holds, a condition on `k.n` (the
 * hits in the window) and `k.last` (the time of the latest, null without one). Answers the new
 * hit's token and the hits now in the window, oldest first.
 *
 * Atomic on both databases without a transaction: PostgreSQL's `on conflict do update` locks
 * the row and computes the update from its latest committed version (and a concurrent insert of
 * a new key waits for the first to commit, then updates it), so attempts on one key take turns;
 * SQLite runs one write at a time. A key's first attempt is always recorded (every rule admits
 * at least one attempt).
 */
async function attempt(
  db: Db,
  rule: { bucket: string; windowMs: number },
  key: string,
  admits: (json: JsonSql) => RawBuilder<boolean>,
): Promise<{ hit: Hit; hits: string[] }> {
  const json = jsonSql(db);
  const token = newToken();
  const inWindow = sql`from ${json.rows(ROW_HITS)}
    where substr(hit, 1, ${TIME_LENGTH}) > ${isoAgo(rule.windowMs)}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket: rule.bucket, key, hits: JSON.stringify([token]) })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'key']).doUpdateSet({
        hits: sql<string>`(select ${json.array} from (
          select hit ${inWindow}
          union all
          select cast(${token} as text) from (
            select count(*) as n, max(substr(hit, 1, ${TIME_LENGTH})) as last ${inWindow}
          ) as k
          where ${admits(json)}
        ) as h)`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { hit: { bucket: rule.bucket, key, token }, hits: parseHits(row.hits) };
}

/** `(bucket = … and key = …) or …`, each row once. */
function anyRow(
  eb: ExpressionBuilder<DB, 'rate_limits'>,
  rows: ReadonlyArray<{ bucket: string; key: string }>,
) {
  const distinct = new Map(rows.map((row) => [JSON.stringify([row.bucket, row.key]), row]));
  return eb.or(
    [...distinct.values()].map((row) =>
      eb.and([eb('bucket', '=', row.bucket), eb('key', '=', row.key)]),
    ),
  );
}

/**
 * Takes back recorded hits and forgives keys (`clear`: every hit of each bucket and key) in one
 * statement. A forgiven key keeps its row, with no hits, for its next attempt.
 */
export async function forgetHits(
  db: Db,
  hits: readonly Hit[],
  clear: ReadonlyArray<readonly [Pick<RateLimitRule, 'bucket'>, string]> = [],
): Promise<void> {
  if (hits.length === 0 && clear.length === 0) return;
  const json = jsonSql(db);
  const cleared = clear.map(([rule, key]) => ({ bucket: rule.bucket, key }));
  // Tokens are unique, so every row can drop any of them: one list for all the rows.
  const tokens = sql.val(JSON.stringify(hits.map((hit) => hit.token)));
  const kept = sql<string>`(select ${json.array} from ${json.rows(ROW_HITS)}
    where hit not in (select hit from ${json.rows(tokens)}))`;
  await db
    .updateTable('rate_limits')
    .set((eb) => ({
      hits: cleared.length ? eb.case().when(anyRow(eb, cleared)).then('[]').else(kept).end() : kept,
    }))
    .where((eb) => anyRow(eb, [...hits, ...cleared]))
    .execute();
}

const attemptHandle = (db: Db, hit: Hit): Attempt => ({
  hits: [hit],
  release: () => forgetHits(db, [hit]),
});

async function take(db: Db, rule: RateLimitRule, key: string, log?: LimitLog): Promise<Attempt> {
  const { hit, hits } = await attempt(db, rule, key, () => sql`k.n < ${rule.limit}`);
  // Refused: not recorded, and free again when the oldest hit of the window leaves it.
  if (!hits.includes(hit.token)) throw tooMany(timeOf(hits[0]) + rule.windowMs - Date.now());
  if (hits.length === rule.limit && log) {
    log.warn(
      { bucket: rule.bucket, key, limit: rule.limit, windowMs: rule.windowMs },
      'rate limit reached',
    );
  }
  return attemptHandle(db, hit);
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
 * The slow-down as times for the statement to compare with: entry `i` is the latest time the
 * last hit may have for an attempt after `freeAttempts + i` hits to go through (`now` minus its
 * delay). The entries stop where the delay stops growing, the last one holding for every larger
 * count, so there are few (10 for the account sign-in slow-down).
 */
export function slowDownCutOffs(rule: SlowDownRule, now = Date.now()): string[] {
  const cutOffs: string[] = [];
  for (let past = 0; ; past += 1) {
    const delay = slowDownDelayMs(rule, rule.freeAttempts + past);
    cutOffs.push(new Date(now - delay).toISOString());
    if (delay >= rule.maxDelayMs || past >= 30) return cutOffs;
  }
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
  const cutOffs = slowDownCutOffs(rule);
  const free = rule.freeAttempts;
  const { hit, hits } = await attempt(db, rule, key, (json) => {
    const past = sql<number>`case when k.n - ${free} < ${cutOffs.length}
      then k.n - ${free} else ${cutOffs.length - 1} end`;
    return sql`k.n < ${free} or k.last <= ${json.at(sql.val(JSON.stringify(cutOffs)), past)}`;
  });
  if (!hits.includes(hit.token)) {
    const last = timeOf(hits[hits.length - 1]);
    throw tooMany(last + slowDownDelayMs(rule, hits.length) - Date.now());
  }
  return attemptHandle(db, hit);
}

/** Forgives `key`: its row goes, with every hit. */
export async function clearHits(
  db: Db,
  rule: Pick<RateLimitRule, 'bucket'>,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limits')
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
