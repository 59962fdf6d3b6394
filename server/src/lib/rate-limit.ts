import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import { HttpError } from './http-error';
import { isoAgo, nowIso } from './time';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** API.md limits. Counters live in the database so every server instance sees the same ones. */
export const RATE_LIMITS = {
  loginFailure: { bucket: 'login-failure', limit: 10, windowMs: 15 * 60_000 },
  sharedPasswordFailure: { bucket: 'shared-password-failure', limit: 10, windowMs: 15 * 60_000 },
  passwordResetRequest: { bucket: 'password-reset', limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** Throws 429 with Retry-After when `key` already used up its `limit` in the window. */
export async function assertUnderLimit(db: Kysely<DB>, rule: RateLimitRule, key: string): Promise<void> {
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
  const seconds = Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000));
  throw new HttpError(429, `Too many attempts. Try again in ${seconds} seconds.`, {}, { 'Retry-After': String(seconds) });
}

export async function recordHit(db: Kysely<DB>, rule: RateLimitRule, key: string): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ bucket: rule.bucket, key, created_at: nowIso() }).execute();
  // Keep the table small: drop this key's hits that fell out of the window.
  await db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .where('created_at', '<=', isoAgo(rule.windowMs))
    .execute();
}

export async function clearHits(db: Kysely<DB>, rule: RateLimitRule, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', rule.bucket).where('key', '=', key).execute();
}
