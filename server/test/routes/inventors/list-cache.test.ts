import Database from 'better-sqlite3';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '@server/app';
import type { DB } from '@server/db/database';
import { cachedBodyStats } from '@server/lib/response-cache';
import { feedEvent } from '@inventor-portal/shared/events';
import { storedEvent } from '@server/lib/feed-events';
import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { addTicket } from '../accounts/data';
import { createInventor, createPatent, newUserClient } from './support';

/**
 * The serialized answers (`me`; tickets, patents, inventor search, notifications) are remembered
 * until the next write: these tests check that an answer is never stale, never another
 * caller's, and byte for byte what the route answers without the cache.
 */
describeEachDatabase('remembered answers (lists and me)', (ctx) => {
  const titles = (res: LightMyRequestResponse) =>
    res.json().results.map((r: { title: string }) => r.title);

  async function seedCaller(name: string) {
    const { app } = ctx();
    const { user, client } = await newUserClient(app, { preferredName: name });
    const co = await createInventor(app.db, `Zoé Ünal ${name}`, 'Zoé Ünal-Øster');
    await createPatent(app.db, {
      title: `${name} sensor`,
      inventors: [user.inventorId, co],
      schemas: ['https://example.org/é.png'],
      fields: { trl_level: 4 },
    });
    await createPatent(app.db, {
      title: `${name} membrane`,
      inventors: [co, user.inventorId],
      fields: { status: 'approved' },
    });
    await addTicket(app.db, user.inventorId, [user.inventorId, co]);
    await addTicket(app.db, user.inventorId, [user.inventorId]);
    await app.db
      .insertInto('notifications')
      .values(
        [1, 2, 3].map((i) => ({
          inventor_id: user.inventorId,
          ...storedEvent(feedEvent('text', { text: `Note ${i} — ✓` })),
          is_read: 0,
          created_at: new Date(Date.UTC(2026, 0, i)).toISOString(),
        })),
      )
      .execute();
    return { user, client, co };
  }

  it('shows a ticket created or deleted through the API at once', async () => {
    const { client } = await seedCaller('Tariq');
    const url = '/api/inventors/tickets/?page=1&page_size=100';
    const before = await client.get(url);
    expect(before.json().count).toBe(2);
    expect((await client.get(url)).body).toBe(before.body);
    const created = await client.post('/api/inventors/ticket/create/', {
      title: 'Fresh',
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      is_draft: false,
    });
    expect(created.statusCode).toBe(201);
    const after = await client.get(url);
    expect(after.json().count).toBe(3);
    expect(titles(after)[0]).toBe('Fresh');
    expect((await client.delete(`/api/inventors/ticket/${created.json().id}/`)).statusCode).toBe(
      204,
    );
    expect((await client.get(url)).body).toBe(before.body);
  });

  it('shows a renamed inventor at once in the patent list and in search results', async () => {
    const { user, client } = await seedCaller('Ilham');
    const inventorNames = (res: LightMyRequestResponse) =>
      res.json().results[0].inventors.map((i: { preferred_name: string }) => i.preferred_name);
    const ownName = async () =>
      (await client.get('/api/accounts/me/')).json().inventor.preferred_name;
    expect(inventorNames(await client.get('/api/inventors/patents'))).toContain('Ilham');
    expect(await ownName()).toBe('Ilham');
    const search = () => client.post('/api/inventors/inventors/search/', { name: 'Ilham Renamed' });
    expect((await search()).json().count).toBe(0);
    const saved = await client.put('/api/accounts/me/', {
      preferred_name: 'Ilham Renamed',
      email: user.email,
    });
    expect(saved.statusCode).toBe(200);
    expect(inventorNames(await client.get('/api/inventors/patents'))).toContain('Ilham Renamed');
    expect(await ownName()).toBe('Ilham Renamed');
    expect((await search()).json().results.map((r: { id: number }) => r.id)).toEqual([
      user.inventorId,
    ]);
  });

  it('shows notifications marked read at once', async () => {
    const { client } = await seedCaller('Nora');
    const url = '/api/accounts/notifications/?page_size=2';
    expect((await client.get(url)).json()).toMatchObject({ count: 3, unread_count: 3 });
    expect((await client.put('/api/accounts/notifications/')).json()).toEqual({ updated: 3 });
    const after = (await client.get(url)).json();
    expect(after.unread_count).toBe(0);
    expect(after.results.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });

  it("never answers one caller's page to another caller asking the same URL", async () => {
    const a = await seedCaller('Alae');
    const b = await seedCaller('Badr');
    for (const url of [
      '/api/inventors/tickets/',
      '/api/inventors/patents?ordering=title',
      '/api/accounts/notifications/',
    ]) {
      const first = await a.client.get(url);
      expect((await a.client.get(url)).body).toBe(first.body);
      const other = await b.client.get(url);
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toBe(first.body);
      expect(other.json().results.map((r: { id: number }) => r.id)).not.toEqual(
        first.json().results.map((r: { id: number }) => r.id),
      );
    }
    const email = async (client: TestClient) =>
      (await client.get('/api/accounts/me/')).json().email;
    expect(await email(a.client)).toBe(a.user.email);
    expect(await email(b.client)).toBe(b.user.email);
    expect(await email(a.client)).toBe(a.user.email);
    expect(titles(await b.client.get('/api/inventors/patents?ordering=title'))).toEqual([
      'Badr membrane',
      'Badr sensor',
    ]);
    expect(titles(await a.client.get('/api/inventors/patents?ordering=title'))).toEqual([
      'Alae membrane',
      'Alae sensor',
    ]);
  });

  it('still checks the session on every request for a remembered page', async () => {
    const { client } = await seedCaller('Samir');
    const url = '/api/inventors/patents';
    expect((await client.get(url)).statusCode).toBe(200);
    expect((await client.get(url)).statusCode).toBe(200);
    expect((await new TestClient(ctx().app).get(url)).statusCode).toBe(401);
    // A session past its idle limit ends by the clock alone.
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 8 * 24 * 3600_000);
    try {
      expect((await client.get(url)).statusCode).toBe(401);
    } finally {
      spy.mockRestore();
    }
    expect((await client.get(url)).statusCode).toBe(401);
  });

  it('answers a page past the end with 404 every time, and keeps nothing for it', async () => {
    const { client } = await seedCaller('Yasmine');
    for (let i = 0; i < 2; i++) {
      const res = await client.get('/api/inventors/tickets/?page=9');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('keeps one entry per caller and URL', async () => {
    const { app } = ctx();
    const { client } = await seedCaller('Hind');
    const ok = async (url: string) => expect((await client.get(url)).statusCode).toBe(200);
    await ok('/api/inventors/tickets/?page_size=1');
    const held = cachedBodyStats(app.db);
    await ok('/api/inventors/tickets/?page_size=1');
    await ok('/api/inventors/tickets/?page_size=1&page=2');
    const after = cachedBodyStats(app.db);
    expect(after.entries).toBe(held.entries + 1);
    expect(after.bytes).toBeGreaterThan(held.bytes);
  });

  describe('SQLite: another connection and the uncached answer', () => {
    it('shows what another connection (the admin CLI) commits at once', async () => {
      if (ctx().dialect !== 'sqlite') return;
      const { client, co } = await seedCaller('Omar');
      const patents = await client.get('/api/inventors/patents?ordering=title');
      const tickets = await client.get('/api/inventors/tickets/');
      const search = () =>
        client.post('/api/inventors/inventors/search/', { name: 'Imported Person' });
      expect((await search()).json().count).toBe(0);
      const cli = new Database(path.join(ctx().dataDir, 'portal.db'));
      try {
        cli
          .prepare("update patents set title = 'Omar imported title' where title = 'Omar sensor'")
          .run();
        cli.prepare('delete from tickets where id = ?').run(tickets.json().results[0].id);
        cli
          .prepare(
            "update inventors set preferred_name = 'Imported Person', search_text = 'imported person' where id = ?",
          )
          .run(co);
      } finally {
        cli.close();
      }
      expect(titles(await client.get('/api/inventors/patents?ordering=title'))).toEqual([
        'Omar imported title',
        'Omar membrane',
      ]);
      expect(titles(patents)).toEqual(['Omar membrane', 'Omar sensor']);
      expect((await client.get('/api/inventors/tickets/')).json().count).toBe(1);
      expect((await search()).json().results.map((r: { id: number }) => r.id)).toEqual([co]);
    });

    it('answers byte for byte (status, headers, body) what the same app without the cache answers', async () => {
      const { app, config, dialect, dataDir } = ctx();
      if (dialect !== 'sqlite') return;
      const { client } = await seedCaller('Rania');
      // The same file through a plain handle: no data version, so nothing is ever remembered.
      const plain = new Kysely<DB>({
        dialect: new SqliteDialect({ database: new Database(path.join(dataDir, 'portal.db')) }),
      });
      const uncachedApp: FastifyInstance = await buildApp({
        config,
        database: { db: plain, dialect: 'sqlite' },
        logger: false,
      });
      try {
        const uncached = new TestClient(uncachedApp);
        for (const [name, value] of client.cookies) uncached.cookies.set(name, value);
        const calls: Array<[string, string, unknown?]> = [
          ['GET', '/api/inventors/tickets/?page=1&page_size=1'],
          ['GET', '/api/inventors/tickets?page=2&page_size=1'],
          ['GET', '/api/inventors/tickets/?page=7'],
          ['GET', '/api/inventors/patents?page_size=1&page=2&ordering=-TRL_level'],
          ['GET', '/api/inventors/patents?search=z%C3%B3e&page_size=1'],
          ['GET', '/api/inventors/patents'],
          ['POST', '/api/inventors/inventors/search/?page_size=1', { name: 'zoé ünal' }],
          ['POST', '/api/inventors/inventors/search/', { name: 'Rania' }],
          ['GET', '/api/accounts/notifications/?page_size=1&page=2'],
          ['GET', '/api/accounts/me/'],
        ];
        const answer = (res: LightMyRequestResponse) => {
          const { date: _date, ...headers } = res.headers;
          return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
        };
        for (const [method, url, json] of calls) {
          const send = (c: TestClient) => (method === 'GET' ? c.get(url) : c.post(url, json));
          const miss = answer(await send(client));
          const hit = answer(await send(client));
          const reference = answer(await send(uncached));
          expect({ url, status: reference.status }).toEqual({
            url,
            status: url.includes('page=7') ? 404 : 200,
          });
          expect({ url, ...hit }).toEqual({ url, ...reference });
          expect({ url, ...miss }).toEqual({ url, ...reference });
          if (reference.status === 200) {
            // What Fastify sends for a returned object: JSON.stringify, JSON content type.
            expect(reference.headers['content-type']).toBe('application/json; charset=utf-8');
            const body = Buffer.from(reference.body, 'base64').toString('utf8');
            expect(body).toBe(JSON.stringify(JSON.parse(body)));
          }
        }
        expect(cachedBodyStats(app.db).entries).toBeGreaterThan(0);
        expect(cachedBodyStats(plain)).toEqual({ entries: 0, bytes: 0 });
      } finally {
        await uncachedApp.close();
      }
    });
  });
});
