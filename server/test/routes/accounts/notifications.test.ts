import { feedEvent } from '@inventor-portal/shared/events';
import { logActivity } from '@server/modules/notifications/activity.repository';
import { addNotification } from '@server/modules/notifications/notification.repository';
import { TestClient } from '../../helpers/client';
import { createUser, type UserFixture } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/test-app';

/** A notification that reads `text` in every language. */
const note = (text: string) => feedEvent('text', { text });

describeEachDatabase('accounts: notifications and activity logs', (ctx) => {
  async function signedIn(): Promise<{ user: UserFixture; client: TestClient }> {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    return { user, client };
  }

  it('answers 401 on every route when not signed in', async () => {
    const client = new TestClient(ctx().app);
    for (const res of [
      await client.get('/api/accounts/notifications/'),
      await client.put('/api/accounts/notifications/'),
      await client.put('/api/accounts/notifications/1/'),
      await client.get('/api/accounts/activity-logs/'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it("lists only the caller's notifications, newest first, paged by 3 as the bell asks", async () => {
    const { user, client } = await signedIn();
    const other = await createUser(ctx().app.db);
    for (let i = 1; i <= 5; i += 1)
      await addNotification(ctx().app.db, user.inventorId, note(`Message ${i}`));
    await addNotification(ctx().app.db, other.inventorId, note('Not yours'));

    const first = await client.get('/api/accounts/notifications/?page=1&page_size=3');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(5);
    expect(body.results.map((r: { message: string }) => r.message)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      message: 'Message 5',
      is_read: false,
      created_at: expect.any(String),
      event: 'text',
      params: { text: 'Message 5' },
    });
    expect(body.previous).toBeNull();
    expect(body.next).toContain('page=2');
    const second = (await client.get('/api/accounts/notifications?page=2&page_size=3')).json();
    expect(second.results.map((r: { message: string }) => r.message)).toEqual([
      'Message 2',
      'Message 1',
    ]);
    expect(second.next).toBeNull();
    const past = await client.get('/api/accounts/notifications/?page=3&page_size=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await client.get('/api/accounts/notifications/')).json().results).toHaveLength(5);
  });

  it('counts every unread notification of the caller in unread_count, whatever page is asked', async () => {
    const { user, client } = await signedIn();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1)
      ids.push(await addNotification(ctx().app.db, user.inventorId, note(`Message ${i}`)));
    await client.put(`/api/accounts/notifications/${ids[0]}/`);
    expect(
      (await client.get('/api/accounts/notifications/?page=2&page_size=3')).json().unread_count,
    ).toBe(4);
    await client.put('/api/accounts/notifications/');
    expect((await client.get('/api/accounts/notifications/?page_size=3')).json().unread_count).toBe(
      0,
    );
  });

  it("marks one own notification read and answers it; someone else's, a missing or a non-integer id is 404", async () => {
    const { user, client } = await signedIn();
    const other = await createUser(ctx().app.db);
    const mine = await addNotification(ctx().app.db, user.inventorId, note('Mine'));
    const theirs = await addNotification(ctx().app.db, other.inventorId, note('Theirs'));
    const res = await client.put(`/api/accounts/notifications/${mine}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine, message: 'Mine', is_read: true });
    for (const id of [String(theirs), '99999999', 'abc', '1.5', '-1']) {
      const miss = await client.put(`/api/accounts/notifications/${id}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ detail: 'Not found.' });
    }
    const row = await ctx()
      .app.db.selectFrom('notifications')
      .select('is_read')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row.is_read).toBe(0);
  });

  it('marks all own notifications read and says how many changed', async () => {
    const { user, client } = await signedIn();
    const other = await createUser(ctx().app.db);
    for (let i = 0; i < 3; i += 1)
      await addNotification(ctx().app.db, user.inventorId, note(`N${i}`));
    const theirs = await addNotification(ctx().app.db, other.inventorId, note('Theirs'));
    const res = await client.put('/api/accounts/notifications/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect((await client.put('/api/accounts/notifications')).json()).toEqual({ updated: 0 });
    const list = (await client.get('/api/accounts/notifications/')).json();
    expect(list.results.every((r: { is_read: boolean }) => r.is_read)).toBe(true);
    const row = await ctx()
      .app.db.selectFrom('notifications')
      .select('is_read')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row.is_read).toBe(0);
  });

  it("lists only the caller's activity logs, newest first, paged", async () => {
    const { user, client } = await signedIn();
    const other = await createUser(ctx().app.db);
    const created = feedEvent('ticket.created', { title: 'A' });
    await logActivity(ctx().app.db, user.inventorId, 'create', created);
    const approved = feedEvent('ticket.status_set', { title: 'A', status: 'approved' });
    await logActivity(ctx().app.db, user.inventorId, 'approve', approved);
    await logActivity(ctx().app.db, other.inventorId, 'create', note('Not yours'));
    const res = await client.get('/api/accounts/activity-logs/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          activity_type: 'approve',
          action: "Ticket 'A' set to approved",
          created_at: expect.any(String),
          event: 'ticket.status_set',
          params: { title: 'A', status: 'approved' },
        },
        {
          id: expect.any(Number),
          activity_type: 'create',
          action: "Created ticket 'A'",
          created_at: expect.any(String),
          event: 'ticket.created',
          params: { title: 'A' },
        },
      ],
    });
    const small = (await client.get('/api/accounts/activity-logs?page_size=1&page=2')).json();
    expect(small.results.map((r: { action: string }) => r.action)).toEqual(["Created ticket 'A'"]);
    expect((await client.get('/api/accounts/activity-logs/?page=0')).statusCode).toBe(400);
  });

  it('writes the texts in the account’s language when read, with the event and its parameters', async () => {
    const { user, client } = await signedIn();
    const meeting = feedEvent('ticket.status_changed', {
      title: 'Fog net',
      status: 'approved',
      meeting_date: '2026-12-01T10:00:00.000Z',
    });
    const id = await addNotification(ctx().app.db, user.inventorId, meeting);
    const deadline = feedEvent('ticket.disclosure_deadline', {
      title: 'Fog net',
      date: '2026-09-30',
      days: 1,
    });
    await addNotification(ctx().app.db, user.inventorId, deadline);
    await logActivity(
      ctx().app.db,
      user.inventorId,
      'create',
      feedEvent('ticket.created', { title: 'Fog net' }),
    );
    const read = async () => ({
      notes: (await client.get('/api/accounts/notifications/')).json().results,
      activity: (await client.get('/api/accounts/activity-logs/')).json().results,
    });

    const english = await read();
    expect(english.notes.map((n: { message: string }) => n.message)).toEqual([
      "Ticket 'Fog net': public disclosure on 2026-09-30, in 1 day",
      "Your ticket 'Fog net' was approved; meeting on 2026-12-01",
    ]);
    expect(english.notes[1]).toMatchObject({
      event: 'ticket.status_changed',
      params: { title: 'Fog net', status: 'approved', meeting_date: '2026-12-01T10:00:00.000Z' },
    });
    expect(english.activity[0].action).toBe("Created ticket 'Fog net'");

    // The same rows, read once the account is French (the remembered English list is not served).
    expect((await client.put('/api/accounts/me/', { language: 'fr' })).statusCode).toBe(200);
    const french = await read();
    expect(french.notes.map((n: { message: string }) => n.message)).toEqual([
      'Déclaration «\u00a0Fog net\u00a0»\u00a0: divulgation publique le 30/09/2026, dans 1\u00a0jour',
      'Votre déclaration «\u00a0Fog net\u00a0» a été approuvée\u202f; réunion le 01/12/2026',
    ]);
    expect(french.notes[1].params).toEqual(english.notes[1].params);
    expect(french.activity[0].action).toBe('Déclaration «\u00a0Fog net\u00a0» créée');
    const marked = (await client.put(`/api/accounts/notifications/${id}/`)).json();
    expect(marked).toMatchObject({ id, is_read: true, message: french.notes[1].message });
  });
});
