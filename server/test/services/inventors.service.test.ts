import {
  createInventor,
  getInventorSummary,
  listCoInventors,
  searchInventors,
  updateInventor,
} from '@server/modules/inventors/inventors.service';
import { savePatent } from '@server/modules/patents/patents.service';
import { describeEachDatabase } from '../helpers/test-app';

const person = (preferred: string, variants: string[] = []) => ({
  preferred_name: preferred,
  full_name: preferred,
  email: null,
  phone: null,
  orcid: null,
  affiliation_id: null,
  name_variants: variants,
});

describeEachDatabase('inventors service', (ctx) => {
  const page = { offset: 0, pageSize: 10 };
  const search = (name: string) => searchInventors(ctx().app.db, ctx().dialect, name, page);

  it('finds a created inventor by any of its names or variants, ignoring case and accents', async () => {
    const { app } = ctx();
    const id = await app.db
      .transaction()
      .execute((trx) => createInventor(trx, person('Leïla Berrada', ['L. Berrada-Alami'])));
    for (const text of ['leila', 'BERRADA', 'berrada-alami']) {
      expect((await search(text)).results.map((r) => r.id)).toContain(id);
    }
    expect(await getInventorSummary(app.db, id)).toEqual({
      id,
      preferred_name: 'Leïla Berrada',
      full_name: 'Leïla Berrada',
      affiliation: null,
      image: null,
      avatar: null,
    });
  });

  it('keeps search in step with renamed inventors and replaced variants', async () => {
    const { app } = ctx();
    const id = await app.db
      .transaction()
      .execute((trx) => createInventor(trx, person('Driss Amrani', ['D. Amrani'])));
    await app.db
      .transaction()
      .execute((trx) =>
        updateInventor(trx, id, { preferred_name: 'Driss Benamrani' }, ['Benamrani D.']),
      );
    expect((await search('benamrani d.')).results.map((r) => r.id)).toEqual([id]);
    expect((await search('d. amrani')).results.map((r) => r.id)).not.toContain(id);
  });

  it('answers 404 for an inventor that does not exist', async () => {
    await expect(getInventorSummary(ctx().app.db, 987654)).rejects.toMatchObject({
      statusCode: 404,
      detail: 'Not found.',
    });
  });

  it('lists the co-inventors of shared patents once each, by name, without the inventor', async () => {
    const { app } = ctx();
    const [me, zoe, adam] = await app.db
      .transaction()
      .execute(async (trx) => [
        await createInventor(trx, person('Me Myself')),
        await createInventor(trx, person('Zoé Co')),
        await createInventor(trx, person('Adam Co')),
      ]);
    await app.db.transaction().execute(async (trx) => {
      await savePatent(trx, { fields: { title: 'First' }, inventorIds: [me, zoe], schemas: [] });
      await savePatent(trx, {
        fields: { title: 'Second' },
        inventorIds: [adam, me, zoe],
        schemas: [],
      });
    });
    const { count, results } = await listCoInventors(app.db, me, page);
    expect(count).toBe(2);
    expect(results.map((r) => r.preferred_name)).toEqual(['Adam Co', 'Zoé Co']);
  });
});
