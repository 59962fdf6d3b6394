import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import { isoIn, nowIso } from '../lib/time';
import type { MailAttachment } from './outbox';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 12;
/** What a delivered mail's `text_body` becomes. */
export const DELIVERED_BODY = '';
/** 5 s, 10 s, 20 s … capped at 10 minutes. */
export const backoffMs = (attempts: number) =>
  Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);

export interface SenderOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Host part of Message-IDs; a stable id per row lets receivers drop a duplicate delivery. */
  messageIdDomain: string;
}

/** The HTML part, headers and attachments of a row, as stored (migration 006-conversation). */
function storedParts(row: {
  html_body: string | null;
  headers: string | null;
  attachments: string | null;
}): { html?: string; headers?: Record<string, string>; attachments?: MailAttachment[] } {
  return {
    ...(row.html_body !== null ? { html: row.html_body } : {}),
    ...(row.headers !== null ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
    ...(row.attachments !== null
      ? { attachments: JSON.parse(row.attachments) as MailAttachment[] }
      : {}),
  };
}

/**
 * Delivers due outbox rows. A row is claimed by moving it to 'sending' first, so two server
 * instances never send the same row; a failure puts it back with a later `next_attempt_at`.
 */
export async function deliverDueMail(
  opts: SenderOptions,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const due = await opts.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso())
    .orderBy('id')
    .limit(batch)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const claimed = await opts.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await opts.transport.send({
        from: opts.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...storedParts(row),
        messageId: `<outbox-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${opts.messageIdDomain}>`,
      });
      // Delivered: the body (a generated password, a reset link) has no reason to stay in the
      // database; recipient and subject stay as the record of what was sent.
      await opts.db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: nowIso(),
          last_error: null,
          text_body: DELIVERED_BODY,
          html_body: null,
          headers: null,
          attachments: null,
        })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (err) {
      failed += 1;
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      opts.log.warn(
        { mailId: row.id, attempts, error: message },
        'mail delivery failed; will retry',
      );
      await opts.db
        .updateTable('mail_outbox')
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          next_attempt_at: isoIn(backoffMs(attempts)),
          last_error: message.slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return { sent, failed };
}

/** Rows left in 'sending' by a process that died mid-send go back to the queue. */
export async function releaseStaleClaims(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'pending' })
    .where('status', '=', 'sending')
    .execute();
}
