import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { nowIso } from '../lib/time';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The attachment's text (the only attachments are calendar files). */
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`. */
  html?: string;
  /** Extra headers (List-Unsubscribe...). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

const outboxRow = (mail: OutgoingMail, now: string) => ({
  to_address: mail.to,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html ?? null,
  headers: mail.headers ? JSON.stringify(mail.headers) : null,
  attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  status: 'pending',
  attempts: 0,
  next_attempt_at: now,
  created_at: now,
});

/** As `enqueueMail`, for several mails in one statement (nothing sent for an empty list). */
export async function enqueueMails(
  db: Kysely<DB> | Transaction<DB>,
  mails: readonly OutgoingMail[],
): Promise<void> {
  if (mails.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values(mails.map((mail) => outboxRow(mail, now)))
    .execute();
}

/**
 * Writes the mail into the outbox. Call it inside the same transaction as the change that
 * caused it (account created, reset requested): the mail exists exactly when the change does.
 */
export async function enqueueMail(
  db: Kysely<DB> | Transaction<DB>,
  mail: OutgoingMail,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('mail_outbox')
    .values(outboxRow(mail, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
