import { sql, type Kysely } from 'kysely';
import { eventText, readParams } from '@server/lib/feed-events';
import type { Dialect } from '../../src/db/database';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { eventOfSentence } from '../../src/db/migrations/012-feed-events';
import { migrationDatabase } from '../helpers/migration-database';
import { DIALECTS } from '../helpers/test-app';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const q = (title: string) => `«${NBSP}${title}${NBSP}»`;

/**
 * The sentences notifications and activities held before events, each with the event it
 * becomes and its French. Read in English, every row is the sentence it was.
 */
const NOTIFICATIONS: Array<[string, { event: string; params: object }, string]> = [
  [
    "Ada Lovelace added you as co-inventor on 'Solar 'roof''",
    { event: 'ticket.co_inventor_added', params: { name: 'Ada Lovelace', title: "Solar 'roof'" } },
    `Ada Lovelace vous compte parmi les co-inventeurs de ${q("Solar 'roof'")}`,
  ],
  [
    "Your ticket 'Fog net' was received and is pending review",
    { event: 'ticket.received', params: { title: 'Fog net' } },
    `Votre déclaration ${q('Fog net')} a bien été reçue et est en attente d’examen`,
  ],
  [
    "Your ticket 'Fog net' was approved; meeting on 2026-12-01",
    {
      event: 'ticket.status_changed',
      params: { title: 'Fog net', status: 'approved', meeting_date: '2026-12-01' },
    },
    `Votre déclaration ${q('Fog net')} a été approuvée${NNBSP}; réunion le 01/12/2026`,
  ],
  [
    "Your ticket 'Fog net' needs more information",
    {
      event: 'ticket.status_changed',
      params: { title: 'Fog net', status: 'needs_info', meeting_date: null },
    },
    `Votre déclaration ${q('Fog net')} nécessite des informations complémentaires`,
  ],
  [
    "Ticket 'Fog net' was edited and is pending review again",
    { event: 'ticket.resubmitted', params: { title: 'Fog net' } },
    `La déclaration ${q('Fog net')} a été modifiée et est de nouveau en attente d’examen`,
  ],
  [
    "Ticket 'Fog net' was changed: please confirm it again",
    { event: 'ticket.confirm_again', params: { title: 'Fog net' } },
    `La déclaration ${q('Fog net')} a été modifiée${NBSP}: veuillez la confirmer à nouveau`,
  ],
  [
    "Omar declined to confirm 'Fog net'",
    { event: 'ticket.confirmation_declined', params: { name: 'Omar', title: 'Fog net' } },
    `Omar a refusé de confirmer ${q('Fog net')}`,
  ],
  [
    "Ticket 'Fog net': public disclosure on 2026-09-30, in 1 day",
    {
      event: 'ticket.disclosure_deadline',
      params: { title: 'Fog net', date: '2026-09-30', days: 1 },
    },
    `Déclaration ${q('Fog net')}${NBSP}: divulgation publique le 30/09/2026, dans 1${NBSP}jour`,
  ],
  [
    "Ticket 'Fog net': public disclosure on 2026-09-30, in 14 days",
    {
      event: 'ticket.disclosure_deadline',
      params: { title: 'Fog net', date: '2026-09-30', days: 14 },
    },
    `Déclaration ${q('Fog net')}${NBSP}: divulgation publique le 30/09/2026, dans 14${NBSP}jours`,
  ],
  [
    "Amina commented on 'Fog net'",
    { event: 'comment.added', params: { name: 'Amina', title: 'Fog net' } },
    `Amina a commenté ${q('Fog net')}`,
  ],
  // Of no known form: kept as written, in every language.
  ['Message 1', { event: 'text', params: { text: 'Message 1' } }, 'Message 1'],
  [
    "Ticket 'Fog net': public disclosure on 2026-09-30, in 1 days",
    {
      event: 'text',
      params: { text: "Ticket 'Fog net': public disclosure on 2026-09-30, in 1 days" },
    },
    "Ticket 'Fog net': public disclosure on 2026-09-30, in 1 days",
  ],
];

const ACTIVITIES: Array<[string, { event: string; params: object }, string]> = [
  [
    "Created ticket 'Fog net'",
    { event: 'ticket.created', params: { title: 'Fog net' } },
    `Déclaration ${q('Fog net')} créée`,
  ],
  [
    "Updated ticket 'Fog net'",
    { event: 'ticket.updated', params: { title: 'Fog net' } },
    `Déclaration ${q('Fog net')} modifiée`,
  ],
  [
    "Deleted ticket 'Fog net'",
    { event: 'ticket.deleted', params: { title: 'Fog net' } },
    `Déclaration ${q('Fog net')} supprimée`,
  ],
  [
    "Ticket 'Fog net' set to needs_info",
    { event: 'ticket.status_set', params: { title: 'Fog net', status: 'needs_info' } },
    `Déclaration ${q('Fog net')} passée au statut ${q('Informations demandées')}`,
  ],
  [
    "Added as co-inventor on 'Fog net'",
    { event: 'ticket.joined', params: { title: 'Fog net' } },
    `Ajout parmi les co-inventeurs de ${q('Fog net')}`,
  ],
  [
    "Updated patent record 'Fog net'",
    { event: 'patent.updated', params: { title: 'Fog net' } },
    `Fiche du brevet ${q('Fog net')} mise à jour`,
  ],
  [
    'Your Inventor Portal account was created',
    { event: 'account.created', params: {} },
    'Votre compte Inventor Portal a été créé',
  ],
  [
    'You created ticket "A"',
    { event: 'text', params: { text: 'You created ticket "A"' } },
    'You created ticket "A"',
  ],
];

/** More rows than the migration rewrites at a time. */
const MANY = 1205;

describe('the sentences of before events', () => {
  it.each([...NOTIFICATIONS, ...ACTIVITIES])('%s', (sentence, stored, french) => {
    expect(eventOfSentence(sentence)).toEqual(stored);
    const params = readParams(JSON.stringify(stored.params));
    expect(eventText('en', stored.event, params)).toBe(sentence);
    expect(eventText('fr', stored.event, params)).toBe(french);
  });
});

describe.each(DIALECTS)('migration 012-feed-events on existing rows [%s]', (dialect: Dialect) => {
  const scratch = migrationDatabase(dialect);

  it('turns every sentence row into its event: the same text in English, its French in French', async () => {
    const migrator = scratch.migrator();
    expect((await migrator.migrateTo('011-ticket-search')).error).toBeUndefined();
    // Raw SQL: the DB interface describes the schema after 012.
    const db = scratch.handle().db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = '2026-01-02T03:04:05.000Z';
    await sql`insert into inventors (id, preferred_name, search_text, created_at)
      values (1, 'Amina', 'amina', ${at})`.execute(db);
    for (const [sentence] of NOTIFICATIONS)
      await sql`insert into notifications (inventor_id, message, is_read, created_at)
        values (1, ${sentence}, 1, ${at})`.execute(db);
    for (const [sentence] of ACTIVITIES)
      await sql`insert into activity_logs (inventor_id, activity_type, action, created_at)
        values (1, 'update', ${sentence}, ${at})`.execute(db);
    const titles = Array.from({ length: MANY }, (_, i) => `Batch ${i}`);
    for (let i = 0; i < titles.length; i += 400) {
      const rows = titles
        .slice(i, i + 400)
        .map((title) => sql`(1, 'create', ${`Created ticket '${title}'`}, ${at})`);
      await sql`insert into activity_logs (inventor_id, activity_type, action, created_at)
        values ${sql.join(rows)}`.execute(db);
    }

    const later = Object.keys(migrationsFor(scratch.handle().dialect)).filter((n) => n >= '012');
    expect(later[0]).toBe('012-feed-events');
    expect(await migrateToLatest(scratch.handle())).toEqual(later);

    const read = async (table: string) =>
      (
        await sql<{
          event: string;
          params: string;
        }>`select event, params from ${sql.table(table)} order by id`.execute(db)
      ).rows.map((row) => ({ event: row.event, params: JSON.parse(row.params) as object }));
    const notifications = await read('notifications');
    expect(notifications).toEqual(NOTIFICATIONS.map(([, stored]) => stored));
    const activities = await read('activity_logs');
    expect(activities.slice(0, ACTIVITIES.length)).toEqual(ACTIVITIES.map(([, stored]) => stored));

    const texts = (rows: Array<{ event: string; params: object }>, language: 'en' | 'fr') =>
      rows.map((row) => eventText(language, row.event, readParams(JSON.stringify(row.params))));
    expect(texts(notifications, 'en')).toEqual(NOTIFICATIONS.map(([sentence]) => sentence));
    expect(texts(notifications, 'fr')).toEqual(NOTIFICATIONS.map(([, , french]) => french));
    const batch = texts(activities, 'en');
    expect(batch).toEqual([
      ...ACTIVITIES.map(([sentence]) => sentence),
      ...titles.map((title) => `Created ticket '${title}'`),
    ]);
    expect(texts(activities.slice(0, ACTIVITIES.length), 'fr')).toEqual(
      ACTIVITIES.map(([, , french]) => french),
    );

    // The sentence columns are gone; the rest of each row is as it was.
    await expect(sql`select message from notifications`.execute(db)).rejects.toThrow();
    await expect(sql`select action from activity_logs`.execute(db)).rejects.toThrow();
    const kept = await sql<{
      inventor_id: number;
      is_read: number;
      created_at: string;
    }>`select inventor_id, is_read, created_at from notifications`.execute(db);
    expect(new Set(kept.rows.map((row) => JSON.stringify(row)))).toEqual(
      new Set([JSON.stringify({ inventor_id: 1, is_read: 1, created_at: at })]),
    );
  });
});
