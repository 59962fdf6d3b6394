import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import { isoIn, nowIso } from '../lib/time';
import { claimNextMail, type OutboxRow } from './outbox-claims';
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
 * Delivers due outbox rows, claiming each before sending it (outbox-claims.ts): any number of
 * instances can run this at once and each row is transported once. A failure puts the row back
 * with a later `next_attempt_at`, up to MAX_ATTEMPTS.
 */
export async function deliverDueMail(
  opts: SenderOptions,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < batch; i++) {
    const row = await claimNextMail(opts.db);
    if (!row) break;
    if (await deliver(opts, row)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/** Sends one claimed row and records the outcome; answers whether it went out. */
async function deliver(opts: SenderOptions, row: OutboxRow): Promise<boolean> {
  // Our claim: if it was lost (a lease outlived), the row is another instance's to record.
  const stillOurs = opts.db
    .updateTable('mail_outbox')
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', row.attempts);
  try {
    await opts.transport.send({
      from: opts.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...storedParts(row),
      messageId: `<outbox-${row.id}-${row.created_at.replace(/[^0-9]/g, '')}@${opts.messageIdDomain}>`,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    opts.log.warn(
      { mailId: row.id, attempts: row.attempts, error: message },
      'mail delivery failed; will retry',
    );
    await stillOurs
      .set({
        status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        next_attempt_at: isoIn(backoffMs(row.attempts)),
        last_error: message.slice(0, 500),
        claimed_at: null,
      })
      .execute();
    return false;
  }
  // Delivered: the body (a generated password, a reset link) has no reason to stay in the
  // database; recipient and subject stay as the record of what was sent.
  await stillOurs
    .set({
      status: 'sent',
      sent_at: nowIso(),
      last_error: null,
      text_body: DELIVERED_BODY,
      html_body: null,
      headers: null,
      attachments: null,
      claimed_at: null,
    })
    .execute();
  return true;
}
