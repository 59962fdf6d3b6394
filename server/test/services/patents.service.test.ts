import { createInventor } from '@server/modules/inventors/inventors.service';
import { getPatent, listPatents, savePatent } from '@server/modules/patents/patents.service';
import { describeEachDatabase } from '../helpers/test-app';

const person = (preferred: string) => ({
  preferred_name: preferred,
  full_name: null,
  email: null,
  phone: null,
  orcid: null,
  affiliation_id: null,
  name_variants: [],
});

describeEachDatabase('patents service', (ctx) => {
  const page = { offset: 0, pageSize: 12 };

  it('saves a patent with its inventors once each in order and its schemas; only they see it', async () => {
    const { app } = ctx();
    const [a, b, outsider] = await app.db
      .transaction()
      .execute(async (trx) => [
        await createInventor(trx, person('Imane Cherkaoui')),
        await createInventor(trx, person('Reda Naciri')),
        await createInventor(trx, person('Not On It')),
      ]);
    const id = await app.db.transaction().execute((trx) =>
      savePatent(trx, {
        fields: {
          title: 'Argan shell carbon',
          deposit_number: `SVC-${ctx().dialect}-1`,
          trl_level: 4,
        },
        inventorIds: [b, a, b],
        schemas: ['https://ex.org/1.png', 'https://ex.org/2.png'],
      }),
    );
    expect(await getPatent(app.db, id, a)).toMatchObject({
      title: 'Argan shell carbon',
      TRL_level: 4,
      inventors: [b, a],
      schemas: ['https://ex.org/1.png', 'https://ex.org/2.png'],
    });
    await expect(getPatent(app.db, id, outsider)).rejects.toMatchObject({
      statusCode: 404,
      detail: 'Not found.',
    });
    expect((await listPatents(app.db, outsider, page)).count).toBe(0);
  });

  it('finds a patent by its title or by an inventor name, and follows a replacement of both', async () => {
    const { app } = ctx();
    const [a, b] = await app.db
      .transaction()
      .execute(async (trx) => [
        await createInventor(trx, person('Hamza Sqalli')),
        await createInventor(trx, person('Kenza Belhaj')),
      ]);
    const id = await app.db
      .transaction()
      .execute((trx) =>
        savePatent(trx, { fields: { title: 'Fog net' }, inventorIds: [a], schemas: [] }),
      );
    const titles = async (search: string) =>
      (await listPatents(app.db, a, { ...page, search })).results.map((p) => p.title);
    expect(await titles('fog')).toEqual(['Fog net']);
    expect(await titles('sqalli')).toEqual(['Fog net']);

    await app.db
      .transaction()
      .execute((trx) =>
        savePatent(
          trx,
          { fields: { title: 'Dew collector' }, inventorIds: [a, b], schemas: [] },
          id,
        ),
      );
    expect(await titles('fog')).toEqual([]);
    expect(await titles('belhaj')).toEqual(['Dew collector']);
    const [listed] = (await listPatents(app.db, b, page)).results;
    expect(listed.inventors.map((i) => i.preferred_name)).toEqual(['Hamza Sqalli', 'Kenza Belhaj']);
  });
});
