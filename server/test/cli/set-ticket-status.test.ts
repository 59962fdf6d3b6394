import { englishOf, withAction, withMessage } from '../helpers/feed';
import { describeEachDatabase } from '../helpers/test-app';
import { newUserClient, ticketFields } from '../routes/inventors/support';
import { runCommand } from './support';

describeEachDatabase('admin CLI: set-ticket-status', (ctx) => {
  it('approves a ticket with a meeting date, notifies every inventor and logs approve activities', async () => {
    const { app } = ctx();
    const submitter = await newUserClient(app);
    const co = await newUserClient(app);
    const created = await submitter.client.post('/api/inventors/ticket/create/', {
      ...ticketFields({ title: 'Fog net' }),
      inventors: [co.user.inventorId],
    });
    const id = created.json().id;

    const res = await runCommand(ctx(), 'set-ticket-status', [
      String(id),
      'approved',
      '--meeting-date',
      '2026-12-01T10:00:00Z',
    ]);
    expect(res).toEqual({
      code: 0,
      output: [`Ticket ${id} 'Fog net' is now approved; 2 inventor(s) notified.`],
    });
    const ticket = (await co.client.get(`/api/inventors/ticket/${id}`)).json();
    expect(ticket).toMatchObject({ status: 'approved', meeting_date: '2026-12-01T10:00:00.000Z' });
    for (const who of [submitter, co]) {
      const note = await app.db
        .selectFrom('notifications')
        .select(['event', 'params', 'is_read'])
        .where('inventor_id', '=', who.user.inventorId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(withMessage(note)).toEqual({
        message: "Your ticket 'Fog net' was approved; meeting on 2026-12-01",
        is_read: 0,
      });
      const activity = await app.db
        .selectFrom('activity_logs')
        .select(['activity_type', 'event', 'params'])
        .where('inventor_id', '=', who.user.inventorId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(withAction(activity)).toEqual({
        activity_type: 'approve',
        action: "Ticket 'Fog net' set to approved",
      });
    }
    // Once approved, the submitter can no longer delete it.
    expect((await submitter.client.delete(`/api/inventors/ticket/${id}/`)).statusCode).toBe(403);

    const refused = await runCommand(ctx(), 'set-ticket-status', [String(id), 'refused']);
    expect(refused.code).toBe(0);
    const last = await app.db
      .selectFrom('activity_logs')
      .select(['activity_type'])
      .where('inventor_id', '=', co.user.inventorId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.activity_type).toBe('update');
    const note = await app.db
      .selectFrom('notifications')
      .select(['event', 'params'])
      .where('inventor_id', '=', co.user.inventorId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(englishOf(note)).toBe("Your ticket 'Fog net' was refused");
    expect((await co.client.get(`/api/inventors/ticket/${id}`)).json().meeting_date).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });

  it('refuses bad arguments with exit code 2 and an unknown ticket with 1', async () => {
    expect((await runCommand(ctx(), 'set-ticket-status', ['1', 'done'])).code).toBe(2);
    expect((await runCommand(ctx(), 'set-ticket-status', ['abc', 'approved'])).code).toBe(2);
    expect(
      (
        await runCommand(ctx(), 'set-ticket-status', [
          '1',
          'approved',
          '--meeting-date',
          'tomorrow',
        ])
      ).code,
    ).toBe(2);
    expect(await runCommand(ctx(), 'set-ticket-status', ['987654', 'approved'])).toEqual({
      code: 1,
      output: ['Ticket 987654 not found.'],
    });
  });
});
