import type { Kysely, Selectable } from 'kysely';
import type { DB, MailOutboxTable } from '../db/database';
import { isPostgres } from '../db/dialect-of';
import { isoAgo, nowIso } from '../lib/time';

/**
 * How long a claimed ('sending') row belongs to the instance that claimed it. A send gives up
 * within a minute (SMTP timeouts, mail/transport.ts), so only a claim whose instance died is
 * ever this old; then the row goes back to the queue.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

export type OutboxRow = Selectable<MailOutboxTable>;

/**
 * Claims the oldest due row (pending and due, or 'sending' past its lease) for this instance
 * and answers it, or null when none is left. One statement: on PostgreSQL the candidate is
 * taken `FOR UPDATE SKIP LOCKED`, so instances claiming at the same time each get a different
 * row without waiting for one another; SQLite has one writer, which runs the statement whole.
 * `attempts` counts the claim, and is what the sender's later updates check the claim by.
 */
export async function claimNextMail(db: Kysely<DB>): Promise<OutboxRow | null> {
  const now = nowIso();
  const leaseOver = isoAgo(CLAIM_LEASE_MS);
  let candidate = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<=', leaseOver)]),
      ]),
    )
    .orderBy('id')
    .limit(1);
  if (isPostgres(db)) {
    candidate = candidate.forUpdate().skipLocked();
  }
  const row = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), claimed_at: now }))
    .where('id', '=', candidate)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * At start: rows left in 'sending' past their lease (their instance died mid-send) go back to
 * the queue. A row another running instance is sending right now keeps its claim, so it is
 * never sent twice.
 */
export async function releaseStaleClaims(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', claimed_at: null })
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', isoAgo(CLAIM_LEASE_MS))]),
    )
    .execute();
}
