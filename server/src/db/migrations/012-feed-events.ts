import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Notifications and activities as events (issue "Platform", item 3): `notifications.message` and
 * `activity_logs.action` held English sentences, which the screens could only translate by
 * matching them. Both tables now hold `event` (a name of `@inventor-portal/shared/events`) and
 * `params` (a JSON object), rendered through the catalogs in the reader's language when read.
 *
 * Existing rows: each sentence the server or the demo wrote is parsed once, here (the one place
 * that ever matches those sentences), into its event; a sentence of any other form becomes a
 * `text` event that keeps it as it was. Rendered in English, every row reads exactly as before.
 *
 * The event names and parameters are written out below, not imported: a migration describes
 * the data as it stood when it was written, whatever the events become later.
 */

type Params = Record<string, string | number | null>;

export interface StoredEvent {
  event: string;
  params: Params;
}

const STATUS_CHANGES: Record<string, string> = {
  'is pending review again': 'pending',
  'needs more information': 'needs_info',
  'was approved': 'approved',
  'was refused': 'refused',
};

/**
 * The sentences of the server (services, the demo feed) before events, with the event each one
 * is. `s`: a title may hold any character; `.*` is greedy, so a title holding the sentence's own
 * words still reads back whole.
 */
const SENTENCES: ReadonlyArray<readonly [RegExp, (...parts: string[]) => StoredEvent | null]> = [
  [
    /^Your ticket '(.*)' was received and is pending review$/s,
    (title) => ({ event: 'ticket.received', params: { title } }),
  ],
  [
    /^Your ticket '(.*)' (is pending review again|needs more information|was approved|was refused)(?:; meeting on (\d{4}-\d{2}-\d{2}))?$/s,
    (title, change, meeting) => ({
      event: 'ticket.status_changed',
      params: { title, status: STATUS_CHANGES[change], meeting_date: meeting || null },
    }),
  ],
  [
    /^Ticket '(.*)' was edited and is pending review again$/s,
    (title) => ({ event: 'ticket.resubmitted', params: { title } }),
  ],
  [
    /^Ticket '(.*)' was changed: please confirm it again$/s,
    (title) => ({ event: 'ticket.confirm_again', params: { title } }),
  ],
  [
    /^Ticket '(.*)': public disclosure on (\d{4}-\d{2}-\d{2}), in (0|[1-9]\d*) (days?)$/s,
    (title, date, days, unit) =>
      // "1 day", "7 days": another form would not read back the same.
      (days === '1') === (unit === 'day')
        ? { event: 'ticket.disclosure_deadline', params: { title, date, days: Number(days) } }
        : null,
  ],
  [
    /^Ticket '(.*)' set to (pending|needs_info|approved|refused)$/s,
    (title, status) => ({ event: 'ticket.status_set', params: { title, status } }),
  ],
  [/^Created ticket '(.*)'$/s, (title) => ({ event: 'ticket.created', params: { title } })],
  [/^Updated ticket '(.*)'$/s, (title) => ({ event: 'ticket.updated', params: { title } })],
  [/^Deleted ticket '(.*)'$/s, (title) => ({ event: 'ticket.deleted', params: { title } })],
  [/^Added as co-inventor on '(.*)'$/s, (title) => ({ event: 'ticket.joined', params: { title } })],
  [/^Updated patent record '(.*)'$/s, (title) => ({ event: 'patent.updated', params: { title } })],
  [/^Your Inventor Portal account was created$/s, () => ({ event: 'account.created', params: {} })],
  [
    /^(.+?) added you as co-inventor on '(.*)'$/s,
    (name, title) => ({ event: 'ticket.co_inventor_added', params: { name, title } }),
  ],
  [
    /^(.+?) declined to confirm '(.*)'$/s,
    (name, title) => ({ event: 'ticket.confirmation_declined', params: { name, title } }),
  ],
  [
    /^(.+?) commented on '(.*)'$/s,
    (name, title) => ({ event: 'comment.added', params: { name, title } }),
  ],
];

/** The event a stored sentence stands for; a `text` event keeping it when it is of no known form. */
export function eventOfSentence(sentence: string): StoredEvent {
  for (const [pattern, toEvent] of SENTENCES) {
    const match = pattern.exec(sentence);
    const found = match ? toEvent(...match.slice(1).map((part) => part ?? '')) : null;
    if (found) return found;
  }
  return { event: 'text', params: { text: sentence } };
}

const TABLES = [
  { table: 'notifications', sentence: 'message' },
  { table: 'activity_logs', sentence: 'action' },
] as const;

/** Rows read and rewritten at a time: a large feed never sits in memory whole. */
const BATCH = 1000;

/** Adds `event` and `params` to a table and fills them from its sentences. */
async function convert(db: Kysely<unknown>, table: string, sentence: string): Promise<void> {
  // SQLite adds one column per statement, and a NOT NULL one needs a default.
  await db.schema
    .alterTable(table)
    .addColumn('event', 'text', (c) => c.notNull().defaultTo('text'))
    .execute();
  await db.schema
    .alterTable(table)
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; sentence: string }>`select id, ${sql.ref(sentence)}
      as sentence from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`.execute(
      db,
    );
    if (rows.length === 0) break;
    // One statement per batch (SQLite and PostgreSQL alike: a CTE of VALUES, UPDATE … FROM).
    const values = rows.map((row) => {
      const { event, params } = eventOfSentence(row.sentence);
      return sql`(cast(${Number(row.id)} as integer), ${event}, ${JSON.stringify(params)})`;
    });
    await sql`with converted (id, event, params) as (values ${sql.join(values)})
      update ${sql.table(table)} set event = converted.event, params = converted.params
      from converted where ${sql.table(table)}.id = converted.id`.execute(db);
    after = Number(rows[rows.length - 1].id);
  }
}

export function feedEvents(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        for (const { table, sentence } of TABLES) await convert(trx, table, sentence);
        // PostgreSQL refuses to alter a table with trigger events still pending: the data
        // version's deferred triggers (db/pg-data-version.ts) of the updates above run now.
        if (dialect === 'postgres') await sql`set constraints all immediate`.execute(trx);
        for (const { table, sentence } of TABLES) {
          await trx.schema.alterTable(table).dropColumn(sentence).execute();
        }
      };
      // PostgreSQL migrations run in the migrator's transaction; SQLite's get none from it (its
      // DDL is not transactional in Kysely's eyes), so this one opens its own: all or nothing.
      if (dialect === 'sqlite') await db.transaction().execute(work);
      else await work(db);
    },
  };
}
