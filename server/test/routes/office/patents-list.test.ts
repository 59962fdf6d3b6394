import { sql } from 'kysely';
import { nowIso } from '@server/lib/time';
import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { createInventor, createPatent, newUserClient } from '../inventors/support';
import { newOfficeClient } from './support';

describeEachDatabase('office API: reading patents', (ctx) => {
  it('answers 401 and 403 on the list and the detail', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    for (const url of ['/api/office/patents/', '/api/office/patents/1/']) {
      expect((await new TestClient(app).get(url)).statusCode).toBe(401);
      const refused = await inventor.get(url);
      expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Office staff only.' }]);
    }
  });

  it('lists every patent of every inventor with inventor summaries, newest first, paged', async () => {
    const { app } = ctx();
    const tag = `Lst${Date.now()}`;
    const ada = await createInventor(app.db, `Ada ${tag}`);
    const bob = await createInventor(app.db, `Bob ${tag}`);
    const first = await createPatent(app.db, { title: `${tag} kite`, inventors: [ada] });
    const second = await createPatent(app.db, {
      title: `${tag} loom`,
      inventors: [bob, ada],
      schemas: ['https://example.org/loom.png'],
      fields: { trl_level: 3, deposit_number: `${tag}-DN-77` },
    });
    const { client } = await newOfficeClient(app);
    const res = await client.get(`/api/office/patents/?search=${tag}&page_size=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.next).toContain('page=2');
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      id: second,
      title: `${tag} loom`,
      TRL_level: 3,
      schemas: ['https://example.org/loom.png'],
      inventors: [
        { id: bob, preferred_name: `Bob ${tag}` },
        { id: ada, preferred_name: `Ada ${tag}` },
      ],
    });
    expect(body.results[0].inventors[0]).not.toHaveProperty('email');
    const page2 = (
      await client.get(`/api/office/patents/?search=${tag}&page_size=1&page=2`)
    ).json();
    expect(page2.results.map((p: { id: number }) => p.id)).toEqual([first]);
    expect((await client.get(`/api/office/patents/?search=${tag}&page=9`)).statusCode).toBe(404);
  });

  it('searches the title, the deposit number and the inventors’ names; orders by a field', async () => {
    const { app } = ctx();
    const tag = `Srch${Date.now()}`;
    const zoe = await createInventor(app.db, `Zoé ${tag}`);
    const a = await createPatent(app.db, {
      title: `Alpha ${tag}`,
      inventors: [zoe],
      fields: { deposit_number: `FR-${tag}-1`, trl_level: 7 },
    });
    const b = await createPatent(app.db, {
      title: `Beta ${tag}`,
      inventors: [zoe],
      fields: { trl_level: 2 },
    });
    const { client } = await newOfficeClient(app);
    const ids = async (query: string) =>
      (await client.get(`/api/office/patents/?${query}`))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await ids(`search=${encodeURIComponent(`fr-${tag}-1`)}`)).toEqual([a]);
    expect(await ids(`search=${encodeURIComponent(`beta ${tag}`)}`)).toEqual([b]);
    // Accent- and case-insensitive on the inventor's name.
    expect(await ids(`search=${encodeURIComponent(`ZOE ${tag}`)}`)).toEqual([b, a]);
    expect(await ids(`search=${tag}&ordering=TRL_level`)).toEqual([b, a]);
    expect(await ids(`search=${tag}&ordering=-TRL_level`)).toEqual([a, b]);
    expect(await ids(`search=${tag}&ordering=-deposit_number`)).toEqual([a, b]);
    const bad = await client.get('/api/office/patents/?ordering=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ordering[0]).toMatch(/^Ordering must be one of/);
  });

  it('answers one patent in the detail shape plus inventor summaries; 404 when unknown', async () => {
    const { app } = ctx();
    const ada = await createInventor(app.db, 'Ada Detail');
    const id = await createPatent(app.db, {
      title: 'Detail patent',
      inventors: [ada],
      fields: { crl_level: 5, abstract: 'Short' },
    });
    const { client } = await newOfficeClient(app);
    const res = await client.get(`/api/office/patents/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'Detail patent',
      CRL_level: 5,
      abstract: 'Short',
      inventors: [ada],
      inventor_details: [{ id: ada, preferred_name: 'Ada Detail' }],
      deposit_document: null,
      schemas: [],
    });
    expect((await client.get('/api/office/patents/999999/')).statusCode).toBe(404);
  });

  it('counts every patent without a search from the kept count, right after inserts and deletes', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const counted = async () =>
      Number(
        (await sql<{ n: number | string }>`select count(*) as n from patents`.execute(app.db))
          .rows[0].n,
      );
    const listed = async () => {
      const res = await client.get('/api/office/patents/?page_size=1');
      expect(res.statusCode).toBe(200);
      return (res.json() as { count: number }).count;
    };
    const before = await listed();
    expect(before).toBe(await counted());
    const tag = `Kept${Date.now()}`;
    // Several rows in one statement, then one more.
    const added = await app.db
      .insertInto('patents')
      .values(
        [1, 2, 3].map((n) => ({
          title: `${tag} ${n}`,
          search_text: tag.toLowerCase(),
          created_at: nowIso(),
        })),
      )
      .returning('id')
      .execute();
    const ada = await createInventor(app.db, `Ada ${tag}`);
    await createPatent(app.db, { title: `${tag} 4`, inventors: [ada] });
    expect(await listed()).toBe(before + 4);
    await app.db
      .deleteFrom('patents')
      .where(
        'id',
        'in',
        added.slice(0, 2).map((row) => row.id),
      )
      .execute();
    expect(await listed()).toBe(before + 2);
    expect(await listed()).toBe(await counted());
    // A search still counts its matches.
    const searched = await client.get(`/api/office/patents/?search=${tag}`);
    expect(searched.json().count).toBe(2);
  });
});
