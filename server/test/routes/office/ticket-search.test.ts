import { sql, type Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { containsPattern } from '@server/lib/search-text';
import { filtered, titleSearchFor } from '@server/modules/tickets/office-ticket.repository';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from './support';

/**
 * The office queue search through the trigram indexes (SQLite, migration 011) finds exactly the
 * tickets the plain LIKE over titles and inventors' search_text finds, on both databases.
 */
describeEachDatabase('office API: ticket search matches the LIKE reference', (ctx) => {
  /** The search as written before the indexes: every title and every inventor tested. */
  async function reference(db: Kysely<DB>, search: string): Promise<number[]> {
    const pattern = containsPattern(search);
    const lowered = `%${search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await sql<{ id: number }>`select tickets.id from tickets
      where tickets.is_draft = 0 and (lower(tickets.title) like ${pattern} escape '\\'
        or lower(tickets.title) like ${lowered} escape '\\'
        or tickets.id in (select ti.ticket_id from ticket_inventors ti
          join inventors si on si.id = ti.inventor_id
          where si.search_text like ${pattern} escape '\\'))
      order by tickets.id`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  }

  async function searched(db: Kysely<DB>, search: string, titles: 'like' | 'index') {
    const rows = await filtered(db, { search }, titles)
      .select('tickets.id')
      .orderBy('tickets.id')
      .execute();
    return rows.map((r) => Number(r.id));
  }

  it('gives the same tickets for accents, case, quotes, LIKE wildcards and short texts', async () => {
    const { app, dialect } = ctx();
    // Decimal digits only: a base-36 stamp can spell a searched word ('zoe', 'et') by chance.
    const tag = `ts${dialect}${Date.now()}`;
    const { client: zoe } = await newUserClient(app, { preferredName: `Zoé Ñandú ${tag}` });
    const { client: omar } = await newUserClient(app, { preferredName: `Omar ${tag}` });
    const titles = [
      `Étude des ÉCOLES ${tag}`,
      `étude des écoles ${tag}`,
      `Etude des ecoles ${tag}`,
      `CAFÉ Crème ${tag}`,
      `100% yield_rate ${tag}`,
      `100 percent yieldXrate ${tag}`,
      `It's a "quoted" idea ${tag}`,
      `Back\\slash path ${tag}`,
      `Naïve   spaced  title ${tag}`,
    ];
    const ids: number[] = [];
    for (const [index, title] of titles.entries())
      ids.push((await submitTicket(index % 2 ? omar : zoe, { title })).id);
    // A draft is never found.
    await submitTicket(zoe, { title: `Étude draft ${tag}`, is_draft: true });
    // A renamed ticket is found by its new title only (the index follows updates).
    await app.db
      .updateTable('tickets')
      .set({ title: `Renamed Quartz ${tag}` })
      .where('id', '=', ids[2] ?? 0)
      .execute();
    const searches = [
      'étude',
      'ÉTUDE',
      'Étude des',
      'etude',
      'ECOLES',
      'écoles',
      'café',
      'CAFE',
      'crème',
      '100%',
      '0% y',
      '%',
      '_',
      'yield_rate',
      'd_r',
      `it's`,
      `"quoted"`,
      `"quo`,
      `''`,
      'k\\s',
      'back\\',
      'naïve   spaced',
      'naive spaced',
      'et',
      'É',
      'zoé',
      'ZOE',
      'ñandú',
      'nandu',
      'omar',
      'quartz',
      'ecoles ecoles',
      tag,
      tag.toUpperCase(),
    ];
    const { client: office } = await newOfficeClient(app);
    for (const search of searches) {
      const expected = await reference(app.db, search);
      expect([search, await searched(app.db, search, 'index')]).toEqual([search, expected]);
      expect([search, await searched(app.db, search, 'like')]).toEqual([search, expected]);
      const res = await office.get(
        `/api/office/tickets/?page_size=100&search=${encodeURIComponent(search)}`,
      );
      expect([search, res.json().count]).toEqual([search, expected.length]);
    }
    // Spot checks that the reference itself means what it should.
    const mine = async (search: string) =>
      (await reference(app.db, search)).filter((id) => ids.includes(id));
    // SQLite's lower() folds ASCII only: there 'Étude' stays 'Étude' (as before the index).
    expect(await mine('ÉTUDE')).toEqual(
      dialect === 'sqlite' ? [ids[1]] : [ids[0], ids[1]].sort((a, b) => Number(a) - Number(b)),
    );
    expect(await mine('100%')).toEqual([ids[4]]);
    expect(await mine('yield_rate')).toEqual([ids[4]]);
    expect(await mine('quartz')).toEqual([ids[2]]);
    expect((await mine('zoé')).length).toBe(5);
    // A deleted ticket leaves the index too.
    await app.db
      .deleteFrom('tickets')
      .where('id', '=', ids[4] ?? 0)
      .execute();
    expect(await searched(app.db, 'yield_rate', 'index')).toEqual(
      await reference(app.db, 'yield_rate'),
    );
    expect(await searched(app.db, 'yield_rate', 'index')).not.toContain(ids[4]);
    if (dialect === 'sqlite') {
      // Both ways of matching titles are used, depending on how many titles match.
      expect(await titleSearchFor(app.db, 'zzzq-none')).toBe('index');
      expect(await titleSearchFor(app.db, 'et')).toBe('like');
    }
  });
});
