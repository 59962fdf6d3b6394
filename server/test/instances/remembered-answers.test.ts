import type { LightMyRequestResponse } from 'fastify';
import { dataVersion } from '@server/db/data-version';
import { cachedBodyStats } from '@server/lib/response-cache';
import { feedEvent } from '@inventor-portal/shared/events';
import { storedEvent } from '@server/lib/feed-events';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { describeOnPostgres, type Instance, withInstances } from '../helpers/instances';
import { addTicket } from '../routes/accounts/data';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: an answer remembered on
 * B (db/pg-data-version.ts) is never older than a write just made through A, so a client whose
 * next request lands on the other instance sees its own write.
 */
describeOnPostgres('remembered answers across instances [postgres]', () => {
  let a: Instance;
  let b: Instance;
  withInstances(2, ([first, second]) => {
    a = first;
    b = second;
  });

  /** One browser signed in once, its requests sent to A or B (the same cookies). */
  async function browser() {
    const user = await createUser(a.app.db);
    const onA = new TestClient(a.app);
    await onA.login(user.email, user.password);
    const onB = new TestClient(b.app);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    return { user, onA, onB };
  }
  const count = (res: LightMyRequestResponse) => res.json().count as number;

  it('lists on B a ticket created through A at once, and forgets it once deleted through A', async () => {
    const { user, onA, onB } = await browser();
    await addTicket(a.app.db, user.inventorId, [user.inventorId]);
    const url = '/api/inventors/tickets/';
    const first = await onB.get(url);
    expect(count(first)).toBe(1);
    const heldBefore = cachedBodyStats(b.app.db).entries;
    expect((await onB.get(url)).body).toBe(first.body);
    expect(heldBefore).toBeGreaterThan(0);

    const created = await onA.post('/api/inventors/ticket/create/', {
      title: 'Written on A',
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      is_draft: false,
    });
    expect(created.statusCode).toBe(201);
    const after = await onB.get(url);
    expect(count(after)).toBe(2);
    expect(after.json().results[0].title).toBe('Written on A');

    expect((await onA.delete(`/api/inventors/ticket/${created.json().id}/`)).statusCode).toBe(204);
    expect((await onB.get(url)).body).toBe(first.body);
  });

  it('answers `me` on B with the name just saved through A', async () => {
    const { user, onA, onB } = await browser();
    const name = async () => (await onB.get('/api/accounts/me/')).json().inventor.preferred_name;
    expect(await name()).toBe((await onA.get('/api/accounts/me/')).json().inventor.preferred_name);
    const saved = await onA.put('/api/accounts/me/', {
      preferred_name: 'Renamed on A',
      email: user.email,
    });
    expect(saved.statusCode).toBe(200);
    expect(await name()).toBe('Renamed on A');
  });

  it('shows on B notifications marked read through A', async () => {
    const { user, onA, onB } = await browser();
    await a.app.db
      .insertInto('notifications')
      .values({
        inventor_id: user.inventorId,
        ...storedEvent(feedEvent('text', { text: 'Hello' })),
        is_read: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const url = '/api/accounts/notifications/';
    expect((await onB.get(url)).json().unread_count).toBe(1);
    expect((await onB.get(url)).json().unread_count).toBe(1);
    expect((await onA.put(url)).json()).toEqual({ updated: 1 });
    expect((await onB.get(url)).json().unread_count).toBe(0);
  });

  it('keeps answering from memory on B while only sessions and rate limits are written', async () => {
    const { onB } = await browser();
    const other = await createUser(a.app.db);
    const url = '/api/inventors/tickets/?page_size=5';
    const first = await onB.get(url);
    const versions = async () => JSON.stringify([...(await dataVersion(b.app.db))!]);
    const version = await versions();
    // Sign-ins and a failed one on A: sessions and rate_limits rows, nothing an answer reads.
    await new TestClient(a.app).login(other.email, other.password);
    const wrong = await new TestClient(a.app).post('/api/accounts/login/', {
      email: other.email,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    await new TestClient(a.app).login(other.email, other.password);
    expect(await versions()).toBe(version);
    expect((await onB.get(url)).body).toBe(first.body);
  });
});
