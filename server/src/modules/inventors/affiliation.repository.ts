import type { Affiliation } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';

/** One page of affiliations by name, and the total. */
export async function listAffiliations(
  db: Db,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; results: Affiliation[] }> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('affiliations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('affiliations')
      .select(['id', 'name'])
      .orderBy('name')
      .orderBy('id')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(total.n), results: rows };
}

/** Affiliation ids by exact name (importers and the demo seed). */
export async function affiliationIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('affiliations').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}
