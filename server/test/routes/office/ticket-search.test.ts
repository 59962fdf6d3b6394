import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { normalizeSearch } from '@server/lib/search-text';
import { filtered, titleSearchFor } from '@server/modules/tickets/office-ticket.repository';
import { updateTicketRow } from '@server/modules/tickets/ticket.repository';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from './support';

/**
 * The office queue search (issue 33; docs/search.md): one table of tricky searches over a fixed
 * set of tickets, with the tickets each must find, run on SQLite and PostgreSQL, through both
 * ways of matching (the trigram indexes, and the test of each ticket) and through the API (the
 * count and the page agree).
 *
 * The rule: every text (title, inventors' names, attachments' names, questionnaire answers) and
 * the search are compared lower case, accents stripped, runs of spaces as one (normalizeSearch):
 * `é` finds `e` and `É`, and `e` finds `é`. `%`, `_` and `\` are plain characters.
 */
describeEachDatabase('office API: ticket search, the same on every database', (ctx) => {
  async function searched(db: Kysely<DB>, search: string, titles: 'like' | 'index') {
    const rows = await filtered(db, { search }, titles)
      .select('tickets.id')
      .orderBy('tickets.id')
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Titles; even ones are Zoé's (an inventor's name with accents), odd ones Omar's. */
  const TITLES = [
    'Étude des ÉCOLES',
    'étude des écoles',
    'Etude des ecoles',
    'CAFÉ Crème',
    '100% yield_rate',
    '100 percent yieldXrate',
    `It's a "quoted" idea`,
    'Back\\slash path',
    'Naïve   spaced  title',
  ];
  const ZOE = [0, 2, 4, 6, 8];
  const OMAR = [1, 3, 5, 7];
  /** search → the tickets (indexes in TITLES) it finds. */
  const TABLE: [string, number[]][] = [
    ['étude', [0, 1, 2]],
    ['ÉTUDE', [0, 1, 2]],
    ['etude', [0, 1, 2]],
    ['Étude des', [0, 1, 2]],
    ['ECOLES', [0, 1, 2]],
    ['café', [3]],
    ['CAFE', [3]],
    ['crème', [3]],
    ['100%', [4]],
    ['0% y', [4]],
    ['%', [4, 5]],
    ['_', [4, 5]],
    ['yield_rate', [4]],
    ['d_r', [4]],
    ['idea', [6]],
    [`it's`, [6]],
    [`'`, [6, 7]],
    [`''`, []],
    ['"quoted"', [6]],
    ['"quo', [6]],
    ['k\\s', [7]],
    ['back\\', [7]],
    ['\\', [7]],
    ['naïve   spaced', [8]],
    ['naive spaced', [8]],
    ['  NAIVE  ', [8]],
    // Two letters and one: no trigram index serves them; every ticket is tested.
    ['et', [0, 1, 2]],
    ['om', OMAR],
    ['É', [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ['x', [5]],
    // Inventors' names.
    ['zoé', ZOE],
    ['ZOE', ZOE],
    ['ñandú', ZOE],
    ['nandu', ZOE],
    ['omar', OMAR],
    // An attachment's name (ticket 5) and a questionnaire answer (ticket 7).
    ['schéma_final', [5]],
    ['SCHEMA', [5]],
    ['50%', [5]],
    [`l'énergie`, [7]],
    ['ENERGIE solaire', [7]],
    // Nothing.
    ['ecoles ecoles', []],
    ['zzq', []],
  ];

  it('finds the same tickets on every database: accents, apostrophes, short texts, wildcards', async () => {
    const { app } = ctx();
    // Digits only: a tag with letters would be found by one- and two-letter searches.
    const tag = String(Date.now());
    const { client: zoe } = await newUserClient(app, { preferredName: `Zoé Ñandú ${tag}` });
    const { client: omar } = await newUserClient(app, { preferredName: `Omar ${tag}` });
    const ids: number[] = [];
    for (const [index, title] of TITLES.entries())
      ids.push((await submitTicket(index % 2 ? omar : zoe, { title: `${title} ${tag}` })).id);
    // A draft is never found.
    await submitTicket(zoe, { title: `Étude draft ${tag}`, is_draft: true });
    // Stored as the attachments and questionnaire services store them.
    const name = 'Schéma_final 50%.pdf';
    await app.db
      .insertInto('ticket_attachments')
      .values({
        ticket_id: ids[5] ?? 0,
        name,
        search_text: normalizeSearch(name),
        size: 1,
        content_type: 'application/pdf',
        storage_key: `search-${tag}`,
        uploaded_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await app.db
      .insertInto('ticket_answers')
      .values({
        ticket_id: ids[7] ?? 0,
        answers: JSON.stringify({ q1: `L'Énergie solaire` }),
        search_text: normalizeSearch(`L'Énergie solaire`),
      })
      .execute();

    const { client: office } = await newOfficeClient(app);
    for (const [search, expectedIndexes] of TABLE) {
      const expected = expectedIndexes.map((i) => ids[i]);
      const mine = (found: number[]) => found.filter((id) => ids.includes(id));
      expect([search, mine(await searched(app.db, search, 'index'))]).toEqual([search, expected]);
      expect([search, mine(await searched(app.db, search, 'like'))]).toEqual([search, expected]);
      const res = await office.get(
        `/api/office/tickets/?page_size=100&search=${encodeURIComponent(search)}`,
      );
      const body = res.json<{ count: number; results: { id: number }[] }>();
      expect([search, body.count]).toEqual([search, body.results.length]);
      expect([search, mine(body.results.map((r) => r.id)).sort((a, b) => a - b)]).toEqual([
        search,
        expected,
      ]);
    }
    // The whole tag: all of them, newest first.
    const all = await office.get(`/api/office/tickets/?page_size=100&search=${tag}`);
    expect(all.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );

    // A renamed ticket is found by its new title only; a deleted one no longer (the indexes
    // follow updates and deletes).
    await updateTicketRow(app.db, ids[2] ?? 0, {
      title: `Renamed Quartz ${tag}`,
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      is_draft: false,
      drawing: null,
    });
    expect(await searched(app.db, 'quartz', 'index')).toEqual([ids[2]]);
    expect(mine2(await searched(app.db, 'etude', 'index'), ids)).toEqual([ids[0], ids[1]]);
    await app.db
      .deleteFrom('tickets')
      .where('id', '=', ids[4] ?? 0)
      .execute();
    expect(mine2(await searched(app.db, 'yield_rate', 'index'), ids)).toEqual([]);
    expect(mine2(await searched(app.db, 'yield_rate', 'like'), ids)).toEqual([]);

    // Both ways of matching are chosen, depending on how many titles match.
    expect(await titleSearchFor(app.db, 'zzzq-none')).toBe('index');
    expect(await titleSearchFor(app.db, 'et')).toBe('like');
    expect(await titleSearchFor(app.db, tag)).toBe('like');
  });
});

const mine2 = (found: number[], ids: number[]) => found.filter((id) => ids.includes(id));
