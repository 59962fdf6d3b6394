import { OFFICE_SEARCH_LIMIT } from '@inventor-portal/shared/schemas';
import { normalizeSearch } from '@server/lib/search-text';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from './support';

interface Page {
  count: number;
  count_capped?: boolean;
  next: string | null;
  results: { id: number }[];
}

/**
 * Issue 33: a search lists at most its first OFFICE_SEARCH_LIMIT matches (counting every match
 * of a broad search costs as much as reading them all). The page says so (`count_capped`), the
 * counts say which reached the limit, the exports still take every match, and fewer matches
 * are counted exactly.
 */
describeEachDatabase('office API: a search lists at most its first 1,000 matches', (ctx) => {
  const EXTRA = 5;
  // Digits and a word no other test uses: only these tickets match it.
  const word = `capword${Date.now()}`;
  let total = 0;

  beforeAll(async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const first = await submitTicket(client, { title: `Ticket 0 ${word}` });
    const row = await app.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...columns } = row;
    // Copies of the submitted ticket, each with its own title, in batches (one insert each).
    const copies = Array.from({ length: OFFICE_SEARCH_LIMIT + EXTRA - 1 }, (_, index) => {
      const title = `Ticket ${index + 1} ${word}`;
      return { ...columns, title, search_text: normalizeSearch(title) };
    });
    for (let start = 0; start < copies.length; start += 100)
      await app.db
        .insertInto('tickets')
        .values(copies.slice(start, start + 100))
        .execute();
    total = OFFICE_SEARCH_LIMIT + EXTRA;
  });

  it('counts up to the limit, says the list stops there, and pages no further', async () => {
    const { client: office } = await newOfficeClient(ctx().app);
    const first = await office.get(`/api/office/tickets/?page_size=100&search=${word}`);
    expect(first.statusCode).toBe(200);
    const page = first.json<Page>();
    expect(page.count).toBe(OFFICE_SEARCH_LIMIT);
    expect(page.count_capped).toBe(true);
    expect(page.results).toHaveLength(100);

    const last = await office.get(`/api/office/tickets/?page_size=100&page=10&search=${word}`);
    expect(last.json<Page>().results).toHaveLength(100);
    expect(last.json<Page>().next).toBeNull();
    const past = await office.get(`/api/office/tickets/?page_size=100&page=11&search=${word}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });

    // The first 1,000 in the list's order: newest first, so the 5 oldest are left out.
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        office.get(`/api/office/tickets/?page_size=100&page=${i + 1}&search=${word}`),
      ),
    );
    const ids = pages.flatMap((res) => res.json<Page>().results.map((r) => r.id));
    expect(new Set(ids).size).toBe(OFFICE_SEARCH_LIMIT);
    const everyone = await office.get(
      `/api/office/tickets/?page_size=100&page=1&search=${word}&ordering=created_at`,
    );
    const oldest = everyone.json<Page>().results.slice(0, EXTRA);
    expect(oldest.filter((r) => ids.includes(r.id))).toEqual([]);
  });

  it('counts per status up to the limit and names the counts that reached it', async () => {
    const { client: office } = await newOfficeClient(ctx().app);
    const res = await office.get(`/api/office/tickets/counts/?search=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pending: OFFICE_SEARCH_LIMIT,
      needs_info: 0,
      approved: 0,
      refused: 0,
      waiting: 0,
      unassigned: OFFICE_SEARCH_LIMIT,
      total: OFFICE_SEARCH_LIMIT,
      capped: ['pending', 'unassigned', 'total'],
    });
  });

  it('lists every match for the exports, and counts exactly below the limit or without a search', async () => {
    const { client: office } = await newOfficeClient(ctx().app);
    const exported = await office.get(
      `/api/office/tickets/?page_size=100&page=11&answers=true&search=${word}`,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.json<Page>().count).toBe(total);
    expect(exported.json<Page>().count_capped).toBeUndefined();
    expect(exported.json<Page>().results).toHaveLength(EXTRA);

    const few = await office.get(
      `/api/office/tickets/?search=${encodeURIComponent(`Ticket 7 ${word}`)}`,
    );
    expect(few.json<Page>().count).toBe(1);
    expect(few.json<Page>()).not.toHaveProperty('count_capped');
    const counts = await office.get(
      `/api/office/tickets/counts/?search=${encodeURIComponent(`Ticket 7 ${word}`)}`,
    );
    expect(counts.json()).not.toHaveProperty('capped');

    const all = await office.get('/api/office/tickets/');
    expect(all.json<Page>().count).toBeGreaterThanOrEqual(total);
    expect(all.json<Page>()).not.toHaveProperty('count_capped');
  });
});
