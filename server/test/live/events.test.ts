import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '@server/app';
import { createDatabase } from '@server/db/database';
import { TestClient } from '../helpers/client';
import { createTestApp, DIALECTS, type TestContext } from '../helpers/test-app';
import { newOfficeClient, newUserClient, signIn, submitTicket } from '../routes/office/support';
import { openEventStream } from './stream-client';

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const waitFor = async (check: () => boolean, timeoutMs = 2_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

for (const dialect of DIALECTS) {
  describe(`live events stream [${dialect}]`, () => {
    let ctx: TestContext;
    let port: number;
    beforeAll(async () => {
      ctx = await createTestApp(dialect);
      port = await listen(ctx.app);
    });
    afterAll(async () => ctx.close());

    it('answers 401 without a session', async () => {
      const res = await new TestClient(ctx.app).get('/api/accounts/events/');
      expect([res.statusCode, res.json()]).toEqual([
        401,
        { detail: 'Authentication credentials were not provided.' },
      ]);
    });

    it('streams the notification and the comment of a write within 5 s, then cleans up on close', async () => {
      const { app } = ctx;
      const inventor = await newUserClient(app);
      const { office, client: officeClient } = await newOfficeClient(app, { name: 'Live Officer' });
      const { id } = await submitTicket(inventor.client, { title: 'Live ticket' });
      const stream = await openEventStream(port, inventor.client.cookies);
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-store, no-transform');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();
      await waitFor(() => stream.raw().includes('retry: 3000\n'));
      const open = app.liveBus.size;

      const started = Date.now();
      const posted = await officeClient.post(`/api/inventors/ticket/${id}/comments/`, {
        body: 'Live hello',
      });
      const comment = await stream.next((e) => e.event === 'comment');
      const notification = await stream.next((e) => e.event === 'notification');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(JSON.parse(comment.data)).toEqual({ ticket: id, comment: posted.json() });
      const note = JSON.parse(notification.data);
      expect(note).toEqual({
        id: expect.any(Number),
        message: "Live Officer commented on 'Live ticket'",
        is_read: false,
        created_at: expect.any(String),
        event: 'comment.added',
        params: { name: 'Live Officer', title: 'Live ticket' },
      });
      const listed = (await inventor.client.get('/api/accounts/notifications/')).json().results[0];
      expect(listed).toEqual(note);

      // A status change: the notification (no comment without a message).
      await officeClient.post(`/api/office/tickets/${id}/status/`, { status: 'approved' });
      const status = await stream.next(
        (e) => e.event === 'notification' && e.data.includes('was approved'),
      );
      expect(JSON.parse(status.data).message).toBe("Your ticket 'Live ticket' was approved");
      expect(office.userId).toBeGreaterThan(0);

      stream.close();
      await waitFor(() => app.liveBus.size === open - 1);
    });

    it('respects in_app for the notification event; the comment event still comes', async () => {
      const { app } = ctx;
      const inventor = await newUserClient(app);
      const { client: officeClient } = await newOfficeClient(app);
      const { id } = await submitTicket(inventor.client, { title: 'Quiet live' });
      await inventor.client.put('/api/accounts/notification-settings/', {
        comment_added: { in_app: false },
      });
      const stream = await openEventStream(port, inventor.client.cookies);
      await officeClient.post(`/api/inventors/ticket/${id}/comments/`, { body: 'psst' });
      await stream.next((e) => e.event === 'comment');
      await officeClient.post(`/api/inventors/ticket/${id}/comments/`, { body: 'again' });
      await stream.next((e) => e.event === 'comment' && e.data.includes('again'));
      expect(stream.events.filter((e) => e.event === 'notification')).toEqual([]);
      stream.close();
    });

    it('writes the live notification in the reader’s language', async () => {
      const { app } = ctx;
      const inventor = await newUserClient(app);
      expect((await inventor.client.put('/api/accounts/me/', { language: 'fr' })).statusCode).toBe(
        200,
      );
      const { client: officeClient } = await newOfficeClient(app, { name: 'Agent Live' });
      const { id } = await submitTicket(inventor.client, { title: 'Brouillard' });
      const stream = await openEventStream(port, inventor.client.cookies);
      await officeClient.post(`/api/inventors/ticket/${id}/comments/`, { body: 'Bonjour' });
      const notification = await stream.next((e) => e.event === 'notification');
      expect(JSON.parse(notification.data)).toMatchObject({
        message: 'Agent Live a commenté «\u00a0Brouillard\u00a0»',
        event: 'comment.added',
        params: { name: 'Agent Live', title: 'Brouillard' },
      });
      stream.close();
    });

    it('ends open streams when the server closes', async () => {
      const other = await createTestApp(dialect);
      const otherPort = await listen(other.app);
      const inventor = await newUserClient(other.app);
      const stream = await openEventStream(otherPort, inventor.client.cookies);
      await waitFor(() => stream.raw().includes('retry:'));
      await other.close();
      await stream.ended;
    });

    if (dialect === 'postgres') {
      it('reaches a client on another instance through LISTEN/NOTIFY (also a comment too large for a payload)', async () => {
        const { app } = ctx;
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
          app.db,
        );
        const database = createDatabase({
          databaseUrl: ctx.config.databaseUrl,
          dataDir: ctx.dataDir,
          pgSchema: rows[0].schema,
        });
        const instanceB = await buildApp({ config: ctx.config, database, logger: false });
        await instanceB.ready();
        try {
          const portB = await listen(instanceB);
          const inventor = await newUserClient(app);
          const { client: officeOnA } = await newOfficeClient(app, { name: 'Instance A' });
          const { id } = await submitTicket(inventor.client, { title: 'Across instances' });
          // The inventor's session is valid on B too: same database.
          const onB = await signIn(instanceB, inventor.user);
          const stream = await openEventStream(portB, onB.cookies);
          await waitFor(() => stream.raw().includes('retry:'));

          const started = Date.now();
          const posted = await officeOnA.post(`/api/inventors/ticket/${id}/comments/`, {
            body: 'From A',
          });
          const comment = await stream.next((e) => e.event === 'comment');
          await stream.next((e) => e.event === 'notification');
          expect(Date.now() - started).toBeLessThan(5_000);
          expect(JSON.parse(comment.data)).toEqual({ ticket: id, comment: posted.json() });

          const large = '😀'.repeat(2000);
          const big = await officeOnA.post(`/api/inventors/ticket/${id}/comments/`, {
            body: large,
          });
          expect(big.statusCode).toBe(201);
          const bigEvent = await stream.next(
            (e) => e.event === 'comment' && JSON.parse(e.data).comment.id === big.json().id,
          );
          expect(JSON.parse(bigEvent.data).comment.body).toBe(large);
          stream.close();
        } finally {
          await instanceB.close();
        }
      });
    }
  });
}
