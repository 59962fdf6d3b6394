import { feedEvent } from '@inventor-portal/shared/events';
import {
  notifyInventors,
  recordActivity,
} from '@server/modules/notifications/notifications.service';
import { withAction, withMessage } from '../helpers/feed';
import { createUser } from '../helpers/fixtures';
import { describeEachDatabase } from '../helpers/test-app';

describeEachDatabase('notifications service', (ctx) => {
  it('gives each inventor one unread notification and one activity entry, stamped alike', async () => {
    const { app } = ctx();
    const [a, b] = [await createUser(app.db), await createUser(app.db)];
    await app.db.transaction().execute(async (trx) => {
      const approved = feedEvent('ticket.status_changed', {
        title: 'Fog net',
        status: 'approved',
        meeting_date: null,
      });
      await notifyInventors(trx, [a.inventorId, b.inventorId], approved);
      const updated = feedEvent('ticket.updated', { title: 'Fog net' });
      await recordActivity(trx, [a.inventorId, b.inventorId], 'update', updated);
      await notifyInventors(trx, [], approved);
    });
    const notes = await app.db
      .selectFrom('notifications')
      .select(['inventor_id', 'event', 'params', 'is_read', 'created_at'])
      .where('inventor_id', 'in', [a.inventorId, b.inventorId])
      .orderBy('inventor_id')
      .execute();
    // Stored as the event, never as a sentence; read in English, the spec's sentence.
    expect(notes[0]).toMatchObject({
      event: 'ticket.status_changed',
      params: JSON.stringify({ title: 'Fog net', status: 'approved', meeting_date: null }),
    });
    const message = "Your ticket 'Fog net' was approved";
    expect(notes.map(withMessage).map(({ created_at: _at, ...rest }) => rest)).toEqual([
      { inventor_id: a.inventorId, message, is_read: 0 },
      { inventor_id: b.inventorId, message, is_read: 0 },
    ]);
    expect(notes[0].created_at).toBe(notes[1].created_at);
    const activity = await app.db
      .selectFrom('activity_logs')
      .select(['inventor_id', 'activity_type', 'event', 'params'])
      .where('inventor_id', 'in', [a.inventorId, b.inventorId])
      .orderBy('inventor_id')
      .execute();
    const action = "Updated ticket 'Fog net'";
    expect(activity.map(withAction)).toEqual([
      { inventor_id: a.inventorId, activity_type: 'update', action },
      { inventor_id: b.inventorId, activity_type: 'update', action },
    ]);
  });

  it('is written only inside the transaction of the change it describes', async () => {
    const { app } = ctx();
    const user = await createUser(app.db);
    // The type refuses a plain handle (checked by tsc over the tests); at run time the rows
    // vanish with a transaction that rolls back.
    const attempt = () =>
      // @ts-expect-error a notification belongs to a change's transaction, not to the bare handle
      notifyInventors(app.db, [user.inventorId], feedEvent('text', { text: 'Never alone' }));
    void attempt;
    await expect(
      app.db.transaction().execute(async (trx) => {
        await notifyInventors(trx, [user.inventorId], feedEvent('text', { text: 'Rolled back' }));
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
