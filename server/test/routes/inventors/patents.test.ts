import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { createInventor, createPatent, newUserClient } from './support';

describeEachDatabase('inventors API: patents and co-inventors', (ctx) => {
  async function setup() {
    const { app } = ctx();
    const me = await newUserClient(app, { preferredName: 'Amina', affiliation: 'CIE' });
    const other = await newUserClient(app, { preferredName: 'Outsider' });
    const youssef = await createInventor(app.db, 'Youssef', 'Youssef Alaoui');
    const zineb = await createInventor(app.db, 'Zineb', 'Zineb Fassi');
    const bob = await createInventor(app.db, 'Bob', 'Bob Ray');
    const solar = await createPatent(app.db, {
      title: 'Solar tracker',
      inventors: [me.user.inventorId, zineb, youssef],
      fields: {
        deposit_number: `MA-${Date.now()}-1`,
        trl_level: 7,
        crl_level: null,
        status: 'approved',
        research_report_result: 'Favourable',
        deposit_date: '2023-05-01',
      },
      schemas: ['https://example.org/s1.pdf', 'https://example.org/s2.pdf'],
    });
    const water = await createPatent(app.db, {
      title: 'Water purifier',
      inventors: [me.user.inventorId, youssef],
      fields: { trl_level: 3, crl_level: 2, status: 'pending', deposit_date: '2021-01-01' },
    });
    const foreign = await createPatent(app.db, {
      title: 'Secret engine',
      inventors: [other.user.inventorId, bob],
    });
    return { me, other, youssef, zineb, bob, solar, water, foreign };
  }

  it('lists only the caller’s patents, newest first, with inventor summaries and schemas', async () => {
    const { me, youssef, zineb, solar, water } = await setup();
    const res = await me.client.get('/api/inventors/patents?page=1&page_size=12');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((p: { id: number }) => p.id)).toEqual([water, solar]);
    const item = body.results[1];
    expect(item).toMatchObject({
      title: 'Solar tracker',
      TRL_level: 7,
      CRL_level: null,
      status: 'approved',
      research_report_result: 'Favourable',
      schemas: ['https://example.org/s1.pdf', 'https://example.org/s2.pdf'],
    });
    expect(item.inventors.map((i: { id: number }) => i.id)).toEqual([
      me.user.inventorId,
      zineb,
      youssef,
    ]);
    expect(item.inventors[0]).toEqual({
      id: me.user.inventorId,
      preferred_name: 'Amina',
      full_name: 'Amina',
      affiliation: 'CIE',
      image: null,
      avatar: null,
    });
    expect(item).not.toHaveProperty('trl_level');
    expect(item).not.toHaveProperty('search_text');
  });

  it('searches by title or inventor name, accent- and case-insensitively', async () => {
    const { app } = ctx();
    const { me, solar, water, youssef } = await setup();
    const byTitle = await me.client.get('/api/inventors/patents?search=SOLAR');
    expect(byTitle.json().results.map((p: { id: number }) => p.id)).toEqual([solar]);
    const byName = await me.client.get('/api/inventors/patents?search=alaoui');
    expect(byName.json().results.map((p: { id: number }) => p.id)).toEqual([water, solar]);
    await app.db
      .updateTable('inventors')
      .set({ search_text: 'youssef | youssef el-alaoui | yusuf' })
      .where('id', '=', youssef)
      .execute();
    const byVariant = await me.client.get('/api/inventors/patents?search=Yúsuf');
    expect(byVariant.json().count).toBe(2);
    expect((await me.client.get('/api/inventors/patents?search=engine')).json().count).toBe(0);
  });

  it('orders by any allowed field, ascending or descending, and refuses others with 400', async () => {
    const { me, solar, water } = await setup();
    const ids = async (ordering: string) =>
      (await me.client.get(`/api/inventors/patents?ordering=${ordering}`))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await ids('TRL_level')).toEqual([water, solar]);
    expect(await ids('-TRL_level')).toEqual([solar, water]);
    expect(await ids('title')).toEqual([solar, water]);
    expect(await ids('-deposit_date')).toEqual([solar, water]);
    expect(await ids('CRL_level')).toEqual([water, solar]);
    expect(await ids('-CRL_level')).toEqual([water, solar]);
    const bad = await me.client.get('/api/inventors/patents?ordering=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ordering[0]).toMatch(/^Ordering must be one of/);
  });

  it('shows a patent’s detail with inventor ids only to its inventors', async () => {
    const { me, other, youssef, zineb, solar, foreign } = await setup();
    const res = await me.client.get(`/api/inventors/patent/${solar}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: solar,
      inventors: [me.user.inventorId, zineb, youssef],
      TRL_level: 7,
      schemas: ['https://example.org/s1.pdf', 'https://example.org/s2.pdf'],
    });
    expect((await me.client.get(`/api/inventors/patent/${foreign}`)).json()).toEqual({
      detail: 'Not found.',
    });
    expect((await other.client.get(`/api/inventors/patent/${solar}`)).statusCode).toBe(404);
    expect((await me.client.get('/api/inventors/patent/x')).statusCode).toBe(404);
    expect((await new TestClient(ctx().app).get(`/api/inventors/patent/${solar}`)).statusCode).toBe(
      401,
    );
    expect((await new TestClient(ctx().app).get('/api/inventors/patents')).statusCode).toBe(401);
  });

  it('lists distinct co-inventors by name, self excluded', async () => {
    const { me, other, youssef, zineb, bob } = await setup();
    const res = await me.client.get('/api/inventors/inventor/co-inventors?page=1&page_size=10');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((i: { id: number }) => i.id)).toEqual([youssef, zineb]);
    expect(res.json().results[0]).toEqual({
      id: youssef,
      preferred_name: 'Youssef',
      full_name: 'Youssef Alaoui',
      affiliation: null,
      image: null,
      avatar: null,
    });
    const theirs = await other.client.get('/api/inventors/inventor/co-inventors');
    expect(theirs.json().results.map((i: { id: number }) => i.id)).toEqual([bob]);
    expect(
      (await new TestClient(ctx().app).get('/api/inventors/inventor/co-inventors')).statusCode,
    ).toBe(401);
  });
});
