import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@inventor-portal/shared/schemas';
import type { DB } from '../db/database';
import { nowIso } from '../lib/time';
import { mailT, quoted } from './mail-text';
import { enqueueMail, type MailAttachment, type OutgoingMail } from './outbox';

/**
 * The coalescing window of event mails (API.md Part 3, "mail floods"): several events for one
 * person on one ticket within the window go out as ONE mail; the bell still shows each (the
 * notifications are written as before, only the mail waits).
 *
 * The first event of a window is held in `mail_pending` until its time plus the window; every
 * later event of the same recipient and ticket joins it. Once due, `flushPendingMail` (the mail
 * worker's tick, on any instance) deletes the window's rows and queues one outbox mail in the
 * same transaction: the event's own mail when it was alone, else a digest of them all. Two
 * instances cannot both send a window: the second one's delete finds the rows gone and rolls
 * back. A window of 0 sends every mail straight to the outbox.
 */

export interface Coalescing {
  /** `coalesceKey(recipient, ticket)`. */
  key: string;
  language: Language;
  ticketTitle: string;
  windowMs: number;
}

export const coalesceKey = (email: string, ticketId: number): string =>
  `${email.trim().toLowerCase()}|ticket:${ticketId}`;

/** Holds an event mail for its recipient's and ticket's window (or queues it at once: window 0). */
export async function enqueueEventMail(
  trx: Transaction<DB>,
  mail: OutgoingMail,
  coalescing: Coalescing,
): Promise<void> {
  if (coalescing.windowMs <= 0) {
    await enqueueMail(trx, mail);
    return;
  }
  const now = nowIso();
  const open = await trx
    .selectFrom('mail_pending')
    .select('due_at')
    .where('coalesce_key', '=', coalescing.key)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto('mail_pending')
    .values({
      coalesce_key: coalescing.key,
      language: coalescing.language,
      ticket_title: coalescing.ticketTitle,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      created_at: now,
      due_at: open?.due_at ?? new Date(Date.parse(now) + coalescing.windowMs).toISOString(),
    })
    .execute();
}

type PendingRow = Awaited<ReturnType<typeof pendingRows>>[number];

const pendingRows = (trx: Transaction<DB>, key: string) =>
  trx
    .selectFrom('mail_pending')
    .selectAll()
    .where('coalesce_key', '=', key)
    .orderBy('id')
    .execute();

const parsed = <T>(json: string | null): T | undefined =>
  json === null ? undefined : (JSON.parse(json) as T);

const asMail = (row: PendingRow): OutgoingMail => ({
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body ?? undefined,
  headers: parsed<Record<string, string>>(row.headers),
  attachments: parsed<MailAttachment[]>(row.attachments),
});

/**
 * One mail for a window: the event's own when alone; else a text digest, oldest first, with
 * every attachment (meeting invitations) and the latest mail's headers (its unsubscribe link).
 */
export function windowMail(rows: PendingRow[]): OutgoingMail {
  const mails = rows.map(asMail);
  if (mails.length === 1) return mails[0];
  const latest = rows[rows.length - 1];
  const t = mailT(latest.language === 'fr' ? 'fr' : 'en');
  const title = quoted(t, latest.ticket_title);
  const sections = mails.map((m) => `— ${m.subject} —\n\n${m.text}`);
  const attachments = mails.flatMap((m) => m.attachments ?? []);
  return {
    to: latest.to_address,
    subject: t('digest.subject', { count: mails.length, title }),
    text: [t('digest.body', { count: mails.length, title }), ...sections].join('\n\n\n'),
    headers: mails[mails.length - 1].headers,
    ...(attachments.length ? { attachments } : {}),
  };
}

class TakenElsewhere extends Error {}

/**
 * Queues one outbox mail for each window whose first event is due (`now` or earlier), with
 * every event of that recipient and ticket pending at that moment. Answers how many mails.
 */
export async function flushPendingMail(db: Kysely<DB>, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('mail_pending')
    .select('coalesce_key')
    .distinct()
    .where('due_at', '<=', now.toISOString())
    .limit(200)
    .execute();
  let queued = 0;
  for (const { coalesce_key } of due) {
    try {
      queued += await db.transaction().execute(async (trx) => {
        const rows = await pendingRows(trx, coalesce_key);
        if (rows.length === 0) return 0;
        const deleted = await trx
          .deleteFrom('mail_pending')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== rows.length) throw new TakenElsewhere();
        await enqueueMail(trx, windowMail(rows));
        return 1;
      });
    } catch (err) {
      if (!(err instanceof TakenElsewhere)) throw err;
    }
  }
  return queued;
}
