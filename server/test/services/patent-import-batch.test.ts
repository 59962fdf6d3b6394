import { createInventor } from '@server/modules/inventors/inventors.service';
import { importPatents } from '@server/modules/patents/import-patents';
import { refreshPatentSearchText } from '@server/modules/patents/patent.repository';
import { describeEachDatabase } from '../helpers/test-app';

/*
 * The patents importer looks the file's patents up at once (batched) and keeps what it found up
 * to date as rows are written: a row meaning a patent an earlier row of the same file wrote
 * finds it, as a lookup per row did; the search text it writes is the one read back would give.
 */
describeEachDatabase('patents importer: batched lookups', (ctx) => {
  it('matches rows on patents written earlier in the same file; search text as read back', async () => {
    const { app, dialect } = ctx();
    const tag = `ib${dialect}${Date.now().toString(36)}`;
    const known = await app.db.transaction().execute((trx) =>
      createInventor(trx, {
        preferred_name: `Known ${tag}`,
        full_name: `Known Full ${tag}`,
        email: `${tag}@example.org`,
        phone: null,
        orcid: null,
        affiliation_id: null,
        name_variants: [],
      }),
    );
    const row = (line: number, values: Record<string, string>) => ({ line, values });
    const report = await importPatents(app.db, [
      row(2, { title: `One ${tag}`, deposit_number: `D1-${tag}`, inventors: `${tag}@example.org` }),
      row(3, { title: `One bis ${tag}`, deposit_number: `D1-${tag}`, inventors: `New ${tag}` }),
      row(4, { title: `One bis ${tag}`, deposit_number: `D1-${tag}`, inventors: `New ${tag}` }),
      row(5, { title: `Untitled ${tag}`, trl_level: '3' }),
      row(6, { title: `Untitled ${tag}`, trl_level: '4' }),
      row(7, { title: `Untitled ${tag}`, trl_level: '4' }),
      row(8, { title: '' }),
    ]);
    expect(report).toEqual({
      created: 2,
      updated: 2,
      unchanged: 2,
      inventorsCreated: 1,
      rejected: [{ line: 8, reason: expect.any(String) }],
    });
    const patents = await app.db
      .selectFrom('patents')
      .select(['id', 'title', 'trl_level', 'search_text'])
      .where('title', 'like', `%${tag}`)
      .orderBy('id')
      .execute();
    expect(patents.map((p) => [p.title, p.trl_level])).toEqual([
      [`One bis ${tag}`, null],
      [`Untitled ${tag}`, 4],
    ]);
    const written = patents.map((p) => p.search_text);
    await refreshPatentSearchText(
      app.db,
      patents.map((p) => p.id),
    );
    const readBack = await app.db
      .selectFrom('patents')
      .select('search_text')
      .where('title', 'like', `%${tag}`)
      .orderBy('id')
      .execute();
    expect(written).toEqual(readBack.map((p) => p.search_text));
    expect(written[0]).toContain(`new ${tag}`);
    expect(known).toBeGreaterThan(0);

    // A re-run of a row that names the known inventor: its names come from the index read.
    const again = await importPatents(app.db, [
      row(2, { title: `Two ${tag}`, deposit_number: `D2-${tag}`, inventors: `Known ${tag}` }),
    ]);
    expect(again.created).toBe(1);
    const two = await app.db
      .selectFrom('patents')
      .select(['id', 'search_text'])
      .where('title', '=', `Two ${tag}`)
      .executeTakeFirstOrThrow();
    await refreshPatentSearchText(app.db, [two.id]);
    const twoBack = await app.db
      .selectFrom('patents')
      .select('search_text')
      .where('id', '=', two.id)
      .executeTakeFirstOrThrow();
    expect(two.search_text).toBe(twoBack.search_text);
    expect(two.search_text).toContain(`known full ${tag}`);
  });
});
