import { TestClient } from '../../helpers/client';
import { createUser, type UserFixture } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/test-app';
import { logActivity } from '@server/modules/notifications/activity.repository';
import { addNotification } from '@server/modules/notifications/notification.repository';

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
      await addNotification(ctx().app.db, user.inventorId, `Message ${i}`);
    await addNotification(ctx().app.db, other.inventorId, 'Not yours');

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
      ids.push(await addNotification(ctx().app.db, user.inventorId, `Message ${i}`));
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
    const mine = await addNotification(ctx().app.db, user.inventorId, 'Mine');
    const theirs = await addNotification(ctx().app.db, other.inventorId, 'Theirs');
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
    for (let i = 0; i < 3; i += 1) await addNotification(ctx().app.db, user.inventorId, `N${i}`);
    const theirs = await addNotification(ctx().app.db, other.inventorId, 'Theirs');
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
    await logActivity(ctx().app.db, user.inventorId, 'create', 'You created ticket "A"');
    await logActivity(ctx().app.db, user.inventorId, 'approve', 'Ticket "A" was approved');
    await logActivity(ctx().app.db, other.inventorId, 'create', 'Not yours');
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
          action: 'Ticket "A" was approved',
          created_at: expect.any(String),
        },
        {
          id: expect.any(Number),
          activity_type: 'create',
          action: 'You created ticket "A"',
          created_at: expect.any(String),
        },
      ],
    });
    const small = (await client.get('/api/accounts/activity-logs?page_size=1&page=2')).json();
    expect(small.results.map((r: { action: string }) => r.action)).toEqual([
      'You created ticket "A"',
    ]);
    expect((await client.get('/api/accounts/activity-logs/?page=0')).statusCode).toBe(400);
  });
});
