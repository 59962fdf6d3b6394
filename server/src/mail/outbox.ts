import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { nowIso } from '../lib/time';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
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
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
