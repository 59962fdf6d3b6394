import { TestClient } from '../../helpers/client';
import { MANAGER_PASSWORD, describeEachDatabase } from '../../helpers/test-app';
import { newUserClient } from './support';

describeEachDatabase('inventors API: inventor lookups, search and affiliations', (ctx) => {
  let tag = '';
  beforeAll(async () => {
    tag = `q${Date.now().toString(36)}`;
  });

  it('returns an inventor summary to any signed-in user, never email or phone', async () => {
    const { app } = ctx();
    const other = await newUserClient(app, {
      preferredName: 'Léa',
      fullName: 'Léa Martin',
      affiliation: 'UIR',
    });
    await app.db
      .updateTable('inventors')
      .set({ phone: '0612345678' })
      .where('id', '=', other.user.inventorId)
      .execute();
    const { client } = await newUserClient(app);
    const res = await client.get(`/api/inventors/inventor/${other.user.inventorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: other.user.inventorId,
      preferred_name: 'Léa',
      full_name: 'Léa Martin',
      affiliation: 'UIR',
      image: null,
      avatar: null,
    });
    expect((await client.get('/api/inventors/inventor/999999')).json()).toEqual({
      detail: 'Not found.',
    });
    expect((await client.get('/api/inventors/inventor/abc')).statusCode).toBe(404);
    expect(
      (await new TestClient(app).get(`/api/inventors/inventor/${other.user.inventorId}`))
        .statusCode,
    ).toBe(401);
  });

  it('searches names case- and accent-insensitively, ordered by preferred name, paged', async () => {
    const { app } = ctx();
    await newUserClient(app, { preferredName: `Zoé ${tag}`, fullName: 'Zoé Élan' });
    await newUserClient(app, { preferredName: `Ahmed ${tag}`, fullName: 'Ahmed Élan' });
    await newUserClient(app, { preferredName: 'Unrelated', fullName: 'Person' });
    const { client } = await newUserClient(app);
    const res = await client.post('/api/inventors/inventors/search/?page=1&page_size=10', {
      name: `  ${tag.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((r: { preferred_name: string }) => r.preferred_name)).toEqual([
      `Ahmed ${tag}`,
      `Zoé ${tag}`,
    ]);
    expect(Object.keys(res.json().results[0]).sort()).toEqual([
      'affiliation',
      'avatar',
      'full_name',
      'id',
      'image',
      'preferred_name',
    ]);

    const accents = await client.post('/api/inventors/inventors/search/', { name: 'ELAN' });
    expect(accents.json().results.map((r: { full_name: string }) => r.full_name)).toEqual(
      expect.arrayContaining(['Zoé Élan', 'Ahmed Élan']),
    );
    const page2 = await client.post(`/api/inventors/inventors/search/?page=2&page_size=1`, {
      name: tag,
    });
    expect(page2.json()).toMatchObject({
      count: 2,
      next: null,
      results: [{ preferred_name: `Zoé ${tag}` }],
    });
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    const { client } = await newUserClient(ctx().app);
    const res = await client.post('/api/inventors/inventors/search/', { name: '%%' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(0);
  });

  it('refuses a query shorter than 2 characters after trim, and wrong types, with 400', async () => {
    const { client } = await newUserClient(ctx().app);
    for (const body of [{ name: ' a ' }, {}, { name: 42 }, { name: 'x'.repeat(151) }]) {
      const res = await client.post('/api/inventors/inventors/search/', body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(
      (await client.post('/api/inventors/inventors/search/', { name: 'a' })).json(),
    ).toMatchObject({ name: ['Enter at least 2 characters.'] });
  });

  it('lets an anonymous caller search only with the right shared password', async () => {
    const { app } = ctx();
    await newUserClient(app, { preferredName: `Manager pick ${tag}` });
    const anon = new TestClient(app, '10.1.1.1');
    expect((await anon.post('/api/inventors/inventors/search/', { name: tag })).statusCode).toBe(
      401,
    );
    expect(
      (await anon.post('/api/inventors/inventors/search/', { name: tag, shared_password: '' }))
        .statusCode,
    ).toBe(401);
    const wrong = await anon.post('/api/inventors/inventors/search/', {
      name: tag,
      shared_password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'Invalid shared password.' });
    const right = await anon.post('/api/inventors/inventors/search/', {
      name: tag,
      shared_password: MANAGER_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().results.map((r: { preferred_name: string }) => r.preferred_name)).toContain(
      `Manager pick ${tag}`,
    );
  });

  it('counts wrong shared passwords in the search against the create-account limit, from all addresses together', async () => {
    const { app } = ctx();
    // Wrong passwords, one per address (each far under its address's own limit of 10): the cap
    // of 50 over all addresses (earlier tests of this file spent some) ends them.
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const res = await new TestClient(app, `10.9.${i}.1`).post(
        '/api/inventors/inventors/search/',
        { name: tag, shared_password: 'wrong' },
      );
      statuses.push(res.statusCode);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(40);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 403)).toBe(true);
    // ...and the next one, from a fresh address, on either screen, is refused until the window ends.
    const search = await new TestClient(app, '10.9.200.1').post(
      '/api/inventors/inventors/search/',
      { name: tag, shared_password: MANAGER_PASSWORD },
    );
    expect(search.statusCode).toBe(429);
    expect(search.headers['retry-after']).toBeDefined();
    const create = await new TestClient(app, '10.9.201.1').post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
    });
    expect(create.statusCode).toBe(429);
  });

  it('lists affiliations publicly, CIE and UIR included', async () => {
    const res = await new TestClient(ctx().app).get('/api/inventors/affiliations/?page_size=100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results.map((a: { name: string }) => a.name)).toEqual(['CIE', 'UIR']);
    expect(res.json().results[0]).toEqual({ id: expect.any(Number), name: 'CIE' });
  });
});
