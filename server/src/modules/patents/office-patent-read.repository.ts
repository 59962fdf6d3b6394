import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
import type { PatentRow } from './patent.mapper';
import { PATENT_COLUMNS } from './patent.repository';

/** One patent as the office's writes read it: its row, inventor ids and schemas, in order. */
export interface OfficePatentRead {
  row: PatentRow;
  /** In position order. */
  inventorIds: number[];
  /** In position order (then id): the order `schemas` lists them. */
  schemas: Array<{ id: number; url: string }>;
}

const ROW = 0;
const INVENTOR = 1;
const SCHEMA = 2;

/** Each patents column under its own name in the row's JSON object. */
const ROW_FIELDS = Object.fromEntries(
  PATENT_COLUMNS.map((column) => [column.slice('patents.'.length), column]),
);

/**
 * A single patent with its inventors and schemas in ONE statement (a `union all`, each row's
 * values as a JSON object, db/json-rows.ts: the patent's values are integers, text and null),
 * instead of one query per table. Undefined for an unknown id.
 */
export async function readOfficePatent(db: Db, id: number): Promise<OfficePatentRead | undefined> {
  const rows = await db
    .selectFrom('patents')
    .select([
      sql.lit(ROW).as('kind'),
      sql.lit(0).as('o1'),
      sql.lit(0).as('o2'),
      jsonObject(db, ROW_FIELDS).as('data'),
    ])
    .where('patents.id', '=', id)
    .unionAll(
      db
        .selectFrom('patent_inventors')
        .select([
          sql.lit(INVENTOR).as('kind'),
          'patent_inventors.position as o1',
          sql.lit(0).as('o2'),
          jsonObject(db, { id: 'patent_inventors.inventor_id' }).as('data'),
        ])
        .where('patent_inventors.patent_id', '=', id),
    )
    .unionAll(
      db
        .selectFrom('patent_schemas')
        .select([
          sql.lit(SCHEMA).as('kind'),
          'patent_schemas.position as o1',
          'patent_schemas.id as o2',
          jsonObject(db, { id: 'patent_schemas.id', url: 'patent_schemas.url' }).as('data'),
        ])
        .where('patent_schemas.patent_id', '=', id),
    )
    .orderBy('kind')
    .orderBy('o1')
    .orderBy('o2')
    .execute();
  const [first, ...related] = rows;
  if (!first || Number(first.kind) !== ROW) return undefined;
  const read: OfficePatentRead = {
    row: parseJsonCell<PatentRow>(first.data),
    inventorIds: [],
    schemas: [],
  };
  for (const row of related) {
    if (Number(row.kind) === INVENTOR)
      read.inventorIds.push(Number(parseJsonCell<{ id: number }>(row.data).id));
    else {
      const schema = parseJsonCell<{ id: number; url: string }>(row.data);
      read.schemas.push({ id: Number(schema.id), url: schema.url });
    }
  }
  return read;
}
