import { sql, type Kysely, type Transaction } from 'kysely';
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
 * 0), in at most two statements whatever the number of recipients: the held rows, each reading
 * its key's open window as it is inserted (`insert … select`, returning which opened one), then
 * the outbox mails of the windows they opened. Each mail is treated as if held one after the
 * other: a second mail of a key opened by the first waits in its window.
 */
export async function enqueueEventMails(
  trx: Transaction<DB>,
  held: readonly HeldMail[],
): Promise<void> {
  const now = nowIso();
  const immediate = held.filter((h) => h.coalescing.windowMs <= 0).map((h) => h.mail);
  const windowed = held.filter((h) => h.coalescing.windowMs > 0);
  // A key's first mail opens its window when none is open; the later ones of the batch wait.
  const firstOfKey = new Map<string, HeldMail>();
  for (const h of windowed)
    if (!firstOfKey.has(h.coalescing.key)) firstOfKey.set(h.coalescing.key, h);
  if (windowed.length > 0) {
    const opened = await insertHeld(trx, windowed, firstOfKey, now);
    for (const [key, h] of firstOfKey) if (opened.has(key)) immediate.push(h.mail);
  }
  await enqueueMails(trx, immediate);
}

/**
 * Inserts the held rows in order, each with the due time of its key's open window (the first
 * row of the key in `mail_pending`) or, when none is open, of the window its key's first mail
 * opens now (`sent` 1: that mail goes to the outbox). Answers the keys whose window it opened.
 */
async function insertHeld(
  trx: Transaction<DB>,
  windowed: readonly HeldMail[],
  firstOfKey: ReadonlyMap<string, HeldMail>,
  now: string,
): Promise<Set<string>> {
  const rows = windowed.map(({ mail, coalescing }, seq) => {
    const first = firstOfKey.get(coalescing.key) === windowed[seq] ? 1 : 0;
    const opens = new Date(
      Date.parse(now) + (firstOfKey.get(coalescing.key)?.coalescing.windowMs ?? 0),
    ).toISOString();
    return sql`(${sql.join([
      sql`cast(${seq} as integer)`,
      sql`cast(${first} as integer)`,
      sql`cast(${coalescing.key} as text)`,
      sql`cast(${coalescing.language} as text)`,
      sql`cast(${coalescing.ticketTitle} as text)`,
      sql`cast(${mail.to} as text)`,
      sql`cast(${mail.subject} as text)`,
      sql`cast(${mail.text} as text)`,
      sql`cast(${mail.html ?? null} as text)`,
      sql`cast(${mail.headers ? JSON.stringify(mail.headers) : null} as text)`,
      sql`cast(${mail.attachments?.length ? JSON.stringify(mail.attachments) : null} as text)`,
      sql`cast(${opens} as text)`,
    ])})`;
  });
  // VALUES columns are column1, column2… on both databases.
  const inserted = await trx
    .insertInto('mail_pending')
    .columns([
      'sent',
      'coalesce_key',
      'language',
      'ticket_title',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'headers',
      'attachments',
      'created_at',
      'due_at',
    ])
    .expression(
      sql`select case when v.column2 = 1 and v.open_due is null then 1 else 0 end,
        v.column3, v.column4, v.column5, v.column6, v.column7, v.column8, v.column9, v.column10,
        v.column11, cast(${now} as text), coalesce(v.open_due, v.column12)
      from (
        select n.*, (select p.due_at from mail_pending p where p.coalesce_key = n.column3
          order by p.id limit 1) as open_due
        from (values ${sql.join(rows)}) as n
      ) as v
      order by v.column1`,
    )
    .returning(['coalesce_key', 'sent'])
    .execute();
  return new Set(inserted.filter((r) => r.sent === 1).map((r) => r.coalesce_key));
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
