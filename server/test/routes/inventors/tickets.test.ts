import fs from 'node:fs';
import path from 'node:path';
import { TestClient } from '../../helpers/client';
import { withAction, withMessage } from '../../helpers/feed';
import { isStored } from '../../helpers/stored-uploads';
import { describeEachDatabase } from '../../helpers/test-app';
import { createInventor, newUserClient, pngPart, ticketFields, tinyPng } from './support';

describeEachDatabase('inventors API: creating and listing tickets', (ctx) => {
  it('refuses the list and creation without a session with 401', async () => {
    const client = new TestClient(ctx().app);
    expect((await client.get('/api/inventors/tickets/')).statusCode).toBe(401);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('creates a ticket from multipart with a PNG drawing, repeated inventors and co-applications', async () => {
    const { app, dialect } = ctx();
    const { user, client } = await newUserClient(app, { preferredName: 'Amina' });
    const co = await createInventor(app.db, `Youssef ${dialect}`);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        inventors: [String(co), String(user.inventorId)],
        co_applications: ['ACME Labs', '  ', 'x@y.org'],
        drawings: pngPart(),
      }),
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      title: 'Self-cleaning solar panel',
      summary: 'A coating that sheds dust',
      context: 'Desert installations lose output',
      problem_identification: 'Dust cuts yield by 30%',
      inventors: [user.inventorId, co],
      co_applications: ['ACME Labs', 'x@y.org'],
      status: 'pending',
      meeting_date: null,
      is_draft: false,
      submitter: user.inventorId,
    });
    expect(ticket.drawings).toMatch(/^\/api\/files\/drawings\/[A-Za-z0-9_-]+\.png$/);
    expect(await isStored(app, 'drawings', ticket.drawings)).toBe(true);
    expect(new Date(ticket.created_at).toISOString()).toBe(ticket.created_at);

    const notes = await app.db
      .selectFrom('notifications')
      .select(['event', 'params', 'is_read'])
      .where('inventor_id', '=', co)
      .execute();
    expect(notes.map(withMessage)).toEqual([
      { message: "Amina added you as co-inventor on 'Self-cleaning solar panel'", is_read: 0 },
    ]);
    const own = await app.db
      .selectFrom('notifications')
      .select('id')
      .where('inventor_id', '=', user.inventorId)
      .execute();
    expect(own).toHaveLength(0);
    const activity = await app.db
      .selectFrom('activity_logs')
      .select(['activity_type', 'event', 'params'])
      .where('inventor_id', '=', user.inventorId)
      .execute();
    expect(activity.map(withAction)).toEqual([
      { activity_type: 'create', action: "Created ticket 'Self-cleaning solar panel'" },
    ]);
  });

  it('accepts JSON without a drawing and inventors[0]-style multipart names; the submitter is always first', async () => {
    const { app } = ctx();
    const { user, client } = await newUserClient(app);
    const co = await createInventor(app.db, 'Salma Bennani');
    const json = await client.post('/api/inventors/ticket/create/', {
      title: 'JSON ticket',
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      is_draft: true,
      inventors: [co],
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({
      inventors: [user.inventorId, co],
      drawings: null,
      is_draft: true,
      co_applications: [],
    });

    const form = await client.request('POST', '/api/inventors/ticket/create', {
      multipart: ticketFields({
        'inventors[0]': String(co),
        'co_applications[0]': 'Partner SA',
        is_draft: 'true',
      }),
    });
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({
      inventors: [user.inventorId, co],
      co_applications: ['Partner SA'],
      is_draft: true,
    });
  });

  it('lists the tickets where the caller is submitter or inventor, newest first, and no others', async () => {
    const { app } = ctx();
    const a = await newUserClient(app);
    const b = await newUserClient(app);
    const outsider = await newUserClient(app);
    const mine = await a.client.post('/api/inventors/ticket/create/', {
      ...ticketFields({ title: 'Mine' }),
      is_draft: false,
    });
    const shared = await b.client.post('/api/inventors/ticket/create/', {
      ...ticketFields({ title: 'Shared' }),
      inventors: [a.user.inventorId],
    });
    await outsider.client.post(
      '/api/inventors/ticket/create/',
      ticketFields({ title: 'Not yours' }),
    );

    const res = await a.client.get('/api/inventors/tickets/?page=1&page_size=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.next).toBeNull();
    expect(body.results.map((t: { id: number }) => t.id)).toEqual([
      shared.json().id,
      mine.json().id,
    ]);
    expect(body.results[0].inventors).toEqual([b.user.inventorId, a.user.inventorId]);

    const paged = await a.client.get('/api/inventors/tickets?page_size=1');
    expect(paged.json()).toMatchObject({
      count: 2,
      previous: null,
      next: '/api/inventors/tickets?page_size=1&page=2',
    });
    expect((await a.client.get('/api/inventors/tickets?page=3&page_size=1')).json()).toEqual({
      detail: 'Invalid page.',
    });
    expect((await a.client.get('/api/inventors/tickets?page=abc')).statusCode).toBe(400);
  });

  it('answers a page of 100 tickets with the inventors and co-applications of each', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const co = await createInventor(app.db, 'Karim Tazi');
    for (let i = 0; i < 3; i += 1) {
      await client.post('/api/inventors/ticket/create/', {
        ...ticketFields({ title: `T${i}` }),
        inventors: [co],
        co_applications: [`App ${i}`],
      });
    }
    const res = await client.get('/api/inventors/tickets/?page=1&page_size=100');
    expect(
      res
        .json()
        .results.map((t: { title: string; co_applications: string[] }) => [
          t.title,
          t.co_applications,
        ]),
    ).toEqual([
      ['T2', ['App 2']],
      ['T1', ['App 1']],
      ['T0', ['App 0']],
    ]);
  });

  it('refuses a drawing that is not an image with 400, the drawings field and error, and keeps no file', async () => {
    const { app, dataDir } = ctx();
    const { user, client } = await newUserClient(app);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        drawings: {
          filename: 'evil.png',
          contentType: 'image/png',
          data: Buffer.from('<script>alert(1)</script>'),
        },
      }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe(body.detail);
    expect(body.drawings).toEqual([body.detail]);
    const rows = await app.db
      .selectFrom('tickets')
      .select('id')
      .where('submitter_id', '=', user.inventorId)
      .execute();
    expect(rows).toHaveLength(0);
    const dir = path.join(dataDir, 'uploads', 'drawings');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes('.tmp-')) : [];
    expect(before).toEqual([]);
  });

  it('refuses a drawing over 10 MB with 400 JSON', async () => {
    const { client } = await newUserClient(ctx().app);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ drawings: pngPart(big) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'Drawing must be at most 10 MB.',
      error: 'Drawing must be at most 10 MB.',
    });
  });

  it('refuses unknown inventor ids with 400 naming them', async () => {
    const { client } = await newUserClient(ctx().app);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ inventors: ['999999'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Unknown inventor id(s): 999999',
      error: 'Unknown inventor id(s): 999999',
      inventors: ['Unknown inventor id(s): 999999'],
    });
  });

  it('refuses missing and too long fields with the spec messages, with error and field lists', async () => {
    const { client } = await newUserClient(ctx().app);
    const missing = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: { summary: 's', context: 'c', problem_identification: 'p' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      detail: 'Title is required',
      error: 'Title is required',
      title: ['Title is required'],
    });

    const blank = await client.post(
      '/api/inventors/ticket/create/',
      ticketFields({ summary: '   ' }),
    );
    expect(blank.json()).toMatchObject({ summary: ['Summary is required'] });

    const long = await client.post(
      '/api/inventors/ticket/create/',
      ticketFields({ title: 'x'.repeat(101), context: 'y'.repeat(256) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      title: ['Title must be at most 100 characters'],
      context: ['Context must be at most 255 characters'],
    });
    const huge = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ summary: 'z'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().summary).toEqual(['Summary must be at most 255 characters']);
  });

  it('refuses wrong types and broken bodies with 4xx JSON, never 5xx', async () => {
    const { client } = await newUserClient(ctx().app);
    const cases = [
      await client.post('/api/inventors/ticket/create/', { ...ticketFields(), title: 123 }),
      await client.post('/api/inventors/ticket/create/', { ...ticketFields(), inventors: 'abc' }),
      await client.post('/api/inventors/ticket/create/', { ...ticketFields(), inventors: ['abc'] }),
      await client.post('/api/inventors/ticket/create/', { ...ticketFields(), is_draft: 'maybe' }),
      await client.post('/api/inventors/ticket/create/', [1, 2]),
      await client.request('POST', '/api/inventors/ticket/create/', {
        raw: { body: '{"title": ', contentType: 'application/json' },
      }),
      await client.request('POST', '/api/inventors/ticket/create/', {
        raw: {
          body: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
          contentType: 'multipart/form-data; boundary=xyz',
        },
      }),
      await client.request('POST', '/api/inventors/ticket/create/', {
        raw: { body: 'title=x', contentType: 'text/plain' },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
      expect(res.json().error).toBe(res.json().detail);
    }
  });
});
