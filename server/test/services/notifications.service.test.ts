import {
  notifyInventors,
  recordActivity,
} from '@server/modules/notifications/notifications.service';
import { createUser } from '../helpers/fixtures';
import { describeEachDatabase } from '../helpers/test-app';

describeEachDatabase('notifications service', (ctx) => {
  it('gives each inventor one unread notification and one activity entry, stamped alike', async () => {
    const { app } = ctx();
    const [a, b] = [await createUser(app.db), await createUser(app.db)];
    await app.db.transaction().execute(async (trx) => {
      await notifyInventors(trx, [a.inventorId, b.inventorId], 'Something happened');
      await recordActivity(trx, [a.inventorId, b.inventorId], 'update', 'Did something');
      await notifyInventors(trx, [], 'Nobody to tell');
    });
    const notes = await app.db
      .selectFrom('notifications')
      .select(['inventor_id', 'message', 'is_read', 'created_at'])
      .where('inventor_id', 'in', [a.inventorId, b.inventorId])
      .orderBy('inventor_id')
      .execute();
    expect(notes.map(({ created_at: _at, ...rest }) => rest)).toEqual([
      { inventor_id: a.inventorId, message: 'Something happened', is_read: 0 },
      { inventor_id: b.inventorId, message: 'Something happened', is_read: 0 },
    ]);
    expect(notes[0].created_at).toBe(notes[1].created_at);
    const activity = await app.db
      .selectFrom('activity_logs')
      .select(['inventor_id', 'activity_type', 'action'])
      .where('inventor_id', 'in', [a.inventorId, b.inventorId])
      .orderBy('inventor_id')
      .execute();
    expect(activity).toEqual([
      { inventor_id: a.inventorId, activity_type: 'update', action: 'Did something' },
      { inventor_id: b.inventorId, activity_type: 'update', action: 'Did something' },
    ]);
  });

  it('is written only inside the transaction of the change it describes', async () => {
    const { app } = ctx();
    const user = await createUser(app.db);
    // The type refuses a plain handle (checked by tsc over the tests); at run time the rows
    // vanish with a transaction that rolls back.
    const attempt = () =>
      // @ts-expect-error a notification belongs to a change's transaction, not to the bare handle
      notifyInventors(app.db, [user.inventorId], 'Never alone');
    void attempt;
    await expect(
      app.db.transaction().execute(async (trx) => {
        await notifyInventors(trx, [user.inventorId], 'Rolled back');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await app.db
      .selectFrom('notifications')
      .select('id')
      .where('inventor_id', '=', user.inventorId)
      .execute();
    expect(rows).toEqual([]);
  });
});
