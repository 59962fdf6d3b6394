import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../src/db/database';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { migrationDatabase } from '../helpers/migration-database';
import { DIALECTS } from '../helpers/test-app';

/**
 * Migration 007 after 006 on a database holding tickets: the submitter of each existing ticket
 * is confirmed as of its creation, the others pending, and `unconfirmed_count` follows.
 */
describe.each(DIALECTS)(
  'migration 007-attestation on existing tickets [%s]',
  (dialect: Dialect) => {
    const scratch = migrationDatabase(dialect);

    it('runs after 006-conversation and confirms each existing ticket’s submitter', async () => {
      const migrator = scratch.migrator();
      expect((await migrator.migrateTo('006-conversation')).error).toBeUndefined();
      // Raw SQL: the DB interface describes the schema after 007.
      const db = scratch.handle().db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const created = '2026-01-02T03:04:05.000Z';
      await sql`insert into inventors (id, preferred_name, search_text, created_at)
      values (1, 'Amina', 'amina', ${created}), (2, 'Omar', 'omar', ${created})`.execute(db);
      await sql`insert into tickets (id, title, summary, context, problem_identification, status,
        is_draft, submitter_id, created_at, updated_at)
      values (1, 'Two', 's', 'c', 'p', 'pending', 0, 1, ${created}, ${created}),
             (2, 'One', 's', 'c', 'p', 'pending', 0, 2, ${created}, ${created})`.execute(db);
      await sql`insert into ticket_inventors (ticket_id, inventor_id, position)
      values (1, 1, 0), (1, 2, 1), (2, 2, 0)`.execute(db);

      // Every migration from 007 on, in order (whatever later issues add).
      const later = Object.keys(migrationsFor(scratch.handle().dialect)).filter((n) => n >= '007');
      expect(later[0]).toBe('007-attestation');
      expect(await migrateToLatest(scratch.handle())).toEqual(later);

      const links = await sql<{
        ticket_id: number;
        inventor_id: number;
        confirmation_state: string;
        confirmation_at: string | null;
        percent: number | null;
      }>`select ticket_id, inventor_id, confirmation_state, confirmation_at, percent
      from ticket_inventors order by ticket_id, position`.execute(db);
      expect(links.rows).toEqual([
        {
          ticket_id: 1,
          inventor_id: 1,
          confirmation_state: 'confirmed',
          confirmation_at: created,
          percent: null,
        },
        {
          ticket_id: 1,
          inventor_id: 2,
          confirmation_state: 'pending',
          confirmation_at: null,
          percent: null,
        },
        {
          ticket_id: 2,
          inventor_id: 2,
          confirmation_state: 'confirmed',
          confirmation_at: created,
          percent: null,
        },
      ]);
      const tickets = await sql<{ id: number; unconfirmed_count: number; funding: string }>`
      select id, unconfirmed_count, funding from tickets order by id`.execute(db);
      expect(tickets.rows).toEqual([
        { id: 1, unconfirmed_count: 1, funding: '[]' },
        { id: 2, unconfirmed_count: 0, funding: '[]' },
      ]);
    });
  },
);
