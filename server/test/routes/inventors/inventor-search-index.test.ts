import { describeEachDatabase } from '../../helpers/test-app';
import { newUserClient } from './support';

interface Summary {
  id: number;
  preferred_name: string;
}

/**
 * The search answers the same whichever way it reads (SQLite: trigram index for the count,
 * then either a walk in name order or a sort of the few matches; PostgreSQL: LIKE), and the
 * index follows renames at once.
 */
describeEachDatabase('inventors API: search index', (ctx) => {
  const tag = `w${Date.now().toString(36)}`;

  async function searchAll(
    name: string,
    pageSize: number,
  ): Promise<{ count: number; names: string[] }> {
    const { client } = await newUserClient(ctx().app);
    const names: string[] = [];
    let count = 0;
    for (let page = 1; ; page += 1) {
      const res = await client.post(
        `/api/inventors/inventors/search/?page=${page}&page_size=${pageSize}`,
        { name },
      );
      expect(res.statusCode).toBe(200);
      count = res.json().count;
      names.push(...res.json().results.map((r: Summary) => r.preferred_name));
      if (!res.json().next) return { count, names };
    }
  }

  it('pages many matches and few matches in name order, with the exact count', async () => {
    const { app } = ctx();
    // Many matches (the walk in name order) ...
    const many = Array.from(
      { length: 30 },
      (_, i) => `${String.fromCharCode(97 + ((i * 7) % 26))}${i} ${tag}x`,
    );
    for (const name of many) await newUserClient(app, { preferredName: name });
    // ... and a few (the sort of the matched rows), each also matching the broad query.
    const few = [`Zed ${tag}y`, `Abe ${tag}y`, `mia ${tag}y`];
    for (const name of few) await newUserClient(app, { preferredName: name });
    await newUserClient(app, { preferredName: 'Nobody Here' });

    const byName = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    const broad = await searchAll(tag.toUpperCase(), 7);
    expect(broad.count).toBe(33);
    expect(broad.names).toEqual([...many, ...few].sort(byName));
    const narrow = await searchAll(`${tag}Y`, 2);
    expect(narrow).toEqual({ count: 3, names: [...few].sort(byName) });
    const { client } = await newUserClient(app);
    const past = await client.post('/api/inventors/inventors/search/?page=2&page_size=3', {
      name: `${tag}y`,
    });
    expect(past.statusCode).toBe(404);
  });

  it('pages a two-letter search (too short for the trigram indexes) in name order, with the exact count', async () => {
    const { app } = ctx();
    // `_` is a LIKE wildcard: the query must take it as plain text, so only these three match.
    const named = [`Zoe Q_ ${tag}`, `ada q_${tag}`, `Mo Q_q ${tag}`];
    for (const name of named) await newUserClient(app, { preferredName: name });
    await newUserClient(app, { preferredName: `Qa ${tag}` });
    const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
    expect(await searchAll('Q_', 2)).toEqual({ count: 3, names: [...named].sort(byName) });
  });

  it('finds an inventor by a renamed name at once, and no longer by the old one', async () => {
    const { user, client } = await newUserClient(ctx().app, {
      preferredName: `Old${tag} Name`,
      fullName: 'Plain Person',
    });
    expect(await searchAll(`old${tag}`, 10)).toEqual({ count: 1, names: [`Old${tag} Name`] });
    // A new email needs the current password (issue 17).
    const saved = await client.put('/api/accounts/me/', {
      preferred_name: `New${tag} Name`,
      email: `renamed-${tag}@example.org`,
      current_password: user.password,
    });
    expect(saved.statusCode).toBe(200);
    expect(await searchAll(`new${tag}`, 10)).toEqual({ count: 1, names: [`New${tag} Name`] });
    expect(await searchAll(`old${tag}`, 10)).toEqual({ count: 0, names: [] });
  });

  it('takes quotes and full-text operators in the query as plain text', async () => {
    await newUserClient(ctx().app, { preferredName: `D'Art "le" ${tag}q OR x*` });
    for (const name of [`"le" ${tag}q`, `${tag}q or x*`, `${tag}q OR`, '" OR "', 'NEAR(a b)']) {
      const res = await searchAll(name, 10);
      expect(res.count).toBe(res.names.length);
      expect(res.names).toEqual(
        name.startsWith('"le"') || name.startsWith(tag) ? [`D'Art "le" ${tag}q OR x*`] : [],
      );
    }
  });
});
