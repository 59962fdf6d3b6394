import { sql } from 'kysely';
import type { Db } from '@server/db/database';

/**
 * The affiliation a profile's value names, as `findAffiliation` finds it, as one query (no I/O:
 * a write reads it with its other checks): by id when the value is all digits (that match
 * first), else by name without case, the first by id. At most one row, `id` and `name`.
 */
export function affiliationMatch(db: Db, value: string) {
  const trimmed = value.trim();
  const name = trimmed.toLowerCase();
  const byId = /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  return db
    .selectFrom('affiliations')
    .select(['affiliations.id', 'affiliations.name'])
    .where(
      byId === null
        ? sql<boolean>`lower(affiliations.name) = ${name}`
        : sql<boolean>`(affiliations.id = ${byId} or lower(affiliations.name) = ${name})`,
    )
    .$if(byId !== null, (q) =>
      q.orderBy(sql`case when affiliations.id = ${byId} then 0 else 1 end`),
    )
    .orderBy('affiliations.id')
    .limit(1);
}
