import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@inventor-portal/shared/schemas';
import type { DB } from '../db/database';
import { nowIso } from '../lib/time';
import { mailT, quoted } from './mail-text';
import { enqueueMail, enqueueMails, type MailAttachment, type OutgoingMail } from './outbox';

/**
 * The coalescing window of event mails (API.md Part 3, "mail floods"): several events for one
 * person on one ticket within the window go out as ONE mail; the bell still shows each (the
 * notifications are written as before, only the mail waits).
 *
 * The first event of a window is mailed at once (a decision or a request for information is
 * never late) and opens the window in `mail_pending` until its time plus the window; every later
 * event of the same recipient and ticket is held there. Once due, `flushPendingMail` (the mail
 * worker's tick, on any instance) deletes the window's rows and queues, in the same transaction,
 * one outbox mail for the held events: the event's own mail when one was held, else a digest.
 * A burst of events is then two mails: the first at once, the rest together after the window. Two
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

/** An event mail and the window it is held for. */
export interface HeldMail {
  mail: OutgoingMail;
  coalescing: Coalescing;
}

/**
 * Holds event mails for their recipients' and ticket's windows (or queues them at once: window
 * 0), in at most three statements whatever the number of recipients: the open windows of every
 * key, the outbox mails of the keys without one, the held rows. Each mail is treated as if
 * held one after the other: a second mail of a key opened by the first waits in its window.
 */
export async function enqueueEventMails(
  trx: Transaction<DB>,
  held: readonly HeldMail[],
): Promise<void> {
  const now = nowIso();
  const immediate = held.filter((h) => h.coalescing.windowMs <= 0).map((h) => h.mail);
  const windowed = held.filter((h) => h.coalescing.windowMs > 0);
  const keys = [...new Set(windowed.map((h) => h.coalescing.key))];
  const open = new Map<string, string>();
  if (keys.length > 0) {
    const rows = await trx
      .selectFrom('mail_pending')
      .select(['coalesce_key', 'due_at'])
      .where('coalesce_key', 'in', keys)
      .orderBy('id')
      .execute();
    // The window's first row holds its due time.
    for (const row of rows) if (!open.has(row.coalesce_key)) open.set(row.coalesce_key, row.due_at);
  }
  const pending = windowed.map(({ mail, coalescing }) => {
    const due = open.get(coalescing.key);
    if (due === undefined) {
      immediate.push(mail);
      open.set(coalescing.key, new Date(Date.parse(now) + coalescing.windowMs).toISOString());
    }
    return {
      sent: due === undefined ? 1 : 0,
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
      due_at: open.get(coalescing.key) ?? now,
    };
  });
  await enqueueMails(trx, immediate);
  if (pending.length > 0) await trx.insertInto('mail_pending').values(pending).execute();
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
 * Closes each window whose first event is due (`now` or earlier): one outbox mail with every
 * event of that recipient and ticket held at that moment (none when nothing was held). Answers
 * how many mails were queued.
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
        const held = rows.filter((row) => row.sent === 0);
        if (held.length === 0) return 0;
        await enqueueMail(trx, windowMail(held));
        return 1;
      });
    } catch (err) {
      if (!(err instanceof TakenElsewhere)) throw err;
    }
  }
  return queued;
}
