import { feedEvent } from '@inventor-portal/shared/events';
import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { storedEvent } from '@server/lib/feed-events';
import { nowIso } from '@server/lib/time';
import { createUser } from '../helpers/fixtures';
import { describeOnPostgres } from '../helpers/instances';
import { createTestApp, describeEachDatabase, type TestContext } from '../helpers/test-app';

/**
 * The owners' versions (db/owner-versions.ts, migration 025): a write of a notification moves
 * the counters of the account or inventor it belongs to, and no one else's.
 */
async function counters(db: Db, userId: number, inventorId: number) {
  const user = await db
    .selectFrom('user_versions')
    .select('notifications')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const inventor = await db
    .selectFrom('inventor_versions')
    .select('notifications')
    .where('inventor_id', '=', inventorId)
    .executeTakeFirst();
  return { user: Number(user?.notifications ?? 0), inventor: Number(inventor?.notifications ?? 0) };
}

const notice = (owner: { user_id: number } | { inventor_id: number }) => ({
  ...owner,
  ...storedEvent(feedEvent('text', { text: 'Owned' })),
  is_read: 0,
  created_at: nowIso(),
});

describeEachDatabase('owner versions', (ctx) => {
  it("moves the owner's counter with each write of its notifications, and no one else's", async () => {
    const db = ctx().app.db;
    const [me, other] = [await createUser(db), await createUser(db)];
    const start = await counters(db, me.userId, me.inventorId);
    const otherStart = await counters(db, other.userId, other.inventorId);

    const { id } = await db
      .insertInto('notifications')
      .values(notice({ user_id: me.userId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notifications')
      .values(notice({ inventor_id: me.inventorId }))
      .execute();
    const added = await counters(db, me.userId, me.inventorId);
    expect(added.user).toBeGreaterThan(start.user);
    expect(added.inventor).toBeGreaterThan(start.inventor);

    await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).execute();
    const read = await counters(db, me.userId, me.inventorId);
    expect(read.user).toBeGreaterThan(added.user);
    expect(read.inventor).toBe(added.inventor);

    await db.deleteFrom('notifications').where('id', '=', id).execute();
    expect((await counters(db, me.userId, me.inventorId)).user).toBeGreaterThan(read.user);
    expect(await counters(db, other.userId, other.inventorId)).toEqual(otherStart);
  });

  it('moves the counters only when the writing transaction commits', async () => {
    const db = ctx().app.db;
    const me = await createUser(db);
    const start = await counters(db, me.userId, me.inventorId);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('notifications')
          .values(notice({ user_id: me.userId }))
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await counters(db, me.userId, me.inventorId)).toEqual(start);
  });
});

describeOnPostgres('owner versions [postgres TRUNCATE]', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp('postgres');
  });
  afterAll(async () => context.close());

  it('moves every account and inventor when the table is emptied at once', async () => {
    const db = context.app.db;
    // An account without a counter row yet (as one whose notifications came before migration 025).
    const me = await createUser(db);
    await sql`truncate notifications`.execute(db);
    expect(await counters(db, me.userId, me.inventorId)).toEqual({ user: 1, inventor: 1 });
  });
});
