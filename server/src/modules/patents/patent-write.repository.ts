import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, PatentTable } from '@server/db/database';
import type { PatentRow } from './patent.mapper';
import { PATENT_COLUMNS } from './patent.repository';

/*
 * Patent writes that answer what they wrote: the row comes back from the statement that
 * writes it (`returning`), not from a read after it.
 */

/** The patents columns of a list item, unqualified (as `returning` names them). */
const RETURNED = PATENT_COLUMNS.map((column) => column.slice('patents.'.length) as 'id');

/** Inserts a patent; answers its row as stored. */
export async function insertPatentReturning(
  db: Db,
  values: Omit<Insertable<PatentTable>, 'id'>,
): Promise<PatentRow> {
  return (await db
    .insertInto('patents')
    .values(values)
    .returning(RETURNED)
    .executeTakeFirstOrThrow()) as unknown as PatentRow;
}

/** Changes a patent's columns; answers its row as stored, undefined when it is gone. */
export async function updatePatentReturning(
  db: Db,
  id: number,
  values: Updateable<PatentTable>,
): Promise<PatentRow | undefined> {
  return (await db
    .updateTable('patents')
    .set(values)
    .where('id', '=', id)
    .returning(RETURNED)
    .executeTakeFirst()) as unknown as PatentRow | undefined;
}

/** The names of the inventors `ids` (those that exist), by id: one query. */
export async function inventorNamesByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, { preferred_name: string | null; full_name: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('inventors')
    .select(['id', 'preferred_name', 'full_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Adds a schema URL after the patent's last one: its position computed by the insert. */
export async function appendPatentSchema(db: Db, patentId: number, url: string): Promise<void> {
  await db
    .insertInto('patent_schemas')
    .columns(['patent_id', 'url', 'position'])
    .expression(
      db
        .selectFrom('patent_schemas')
        .select([
          sql<number>`cast(${patentId} as integer)`.as('patent_id'),
          sql<string>`cast(${url} as text)`.as('url'),
          sql<number>`coalesce(max(position), -1) + 1`.as('position'),
        ])
        .where('patent_id', '=', patentId),
    )
    .execute();
}

/** Links a new patent (it has none yet) to its inventors, in this order. */
export async function insertPatentInventors(
  db: Db,
  patentId: number,
  inventorIds: number[],
): Promise<void> {
  const unique = [...new Set(inventorIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('patent_inventors')
    .values(unique.map((inventor_id, position) => ({ patent_id: patentId, inventor_id, position })))
    .execute();
}

/** A new patent's (it has none yet) schema URLs, in this order. */
export async function insertPatentSchemas(db: Db, patentId: number, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .insertInto('patent_schemas')
    .values(urls.map((url, position) => ({ patent_id: patentId, url, position })))
    .execute();
}
