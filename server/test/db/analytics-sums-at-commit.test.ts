import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { keptAndRecounted } from '../helpers/analytics-sums';
import { createSharedSchema, describeOnPostgres, type SharedSchema } from '../helpers/instances';

/**
 * Migration 028: on PostgreSQL the analytics sums of a ticket write are written at COMMIT, so
 * two transactions writing tickets of the same day never wait on each other's sums rows, and
 * the sums still equal a recount of the tickets once both have committed.
 */
describeOnPostgres('analytics sums written at commit (PostgreSQL)', () => {
  let shared: SharedSchema;
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  // Raw SQL: the DB interface describes columns the test does not need.
  const raw = (handle: DatabaseHandle) => handle.db as unknown as Kysely<unknown>;

  beforeAll(async () => {
    shared = await createSharedSchema();
    a = shared.handle();
    b = shared.handle();
  });
  afterAll(async () => shared.close());

  const at = '2026-03-04T10:00:00.000Z';
  const newTicket = async (title: string): Promise<number> => {
    const { rows } = await sql<{ id: number }>`insert into tickets (title, summary, context,
        problem_identification, submitter_id, status, is_draft, created_at, updated_at)
      values (${title}, 's', 'c', 'p', 1, 'pending', 0, ${at}, ${at}) returning id`.execute(raw(a));
    return rows[0].id;
  };

  const sums = () => keptAndRecounted(raw(a), 'postgres');

  it('lets a second transaction write a ticket of the same day while the first is open; both counted', async () => {
    await sql`insert into inventors (id, preferred_name, email, search_text, created_at)
      values (1, 'Amina', 'amina@example.org', 'amina', ${at})`.execute(raw(a));
    const first = await newTicket('First');
    const second = await newTicket('Second');

    await raw(a)
      .transaction()
      .execute(async (t1) => {
        await sql`update tickets set status = 'approved' where id = ${first}`.execute(t1);
        // Written as the ticket was, the first transaction's sums rows (this month's and
        // today's "pending" and "approved") would hold this one until the first commits.
        await raw(b)
          .transaction()
          .execute(async (t2) => {
            await sql`set local lock_timeout = '2s'`.execute(t2);
            await sql`update tickets set status = 'approved' where id = ${second}`.execute(t2);
            await sql`insert into tickets (title, summary, context, problem_identification,
                submitter_id, status, is_draft, created_at, updated_at)
              values ('Third', 's', 'c', 'p', 1, 'pending', 0, ${at}, ${at})`.execute(t2);
          });
      });

    const { kept, recounted } = await sums();
    expect(kept).toEqual(recounted);
    expect(kept.analytics_submitted_days).toEqual([
      '2026-03-04 approved 2 2 0',
      '2026-03-04 pending 1 1 0',
    ]);
  });

  it('keeps no sums of a transaction rolled back', async () => {
    const before = await sums();
    await expect(
      raw(a)
        .transaction()
        .execute(async (trx) => {
          await sql`update tickets set status = 'refused'`.execute(trx);
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    expect(await sums()).toEqual(before);
  });
});
