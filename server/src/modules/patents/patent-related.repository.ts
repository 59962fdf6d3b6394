import { sql } from 'kysely';
import type { InventorSummary } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { isPostgres } from '@server/db/dialect-of';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
import { jsonTuplesOf, tuplesByKey, type TupleSource } from '@server/db/json-tuples';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { type InventorRow, toInventorSummary } from '../inventors/inventor.mapper';
import { patentInventorSummaries, patentSchemaUrls } from './patent.repository';

/** What patents carry besides their own row, by patent id (every asked id present). */
export interface PatentRelated {
  /** Its inventors in position order, as summaries (their ids are the patent's `inventors`). */
  inventors: Map<number, InventorSummary[]>;
  /** Its schema URLs in position order. */
  schemas: Map<number, string[]>;
}

const INVENTOR = 0;
const SCHEMA = 1;

type SummaryRow = Pick<
  InventorRow,
  'id' | 'preferred_name' | 'full_name' | 'image' | 'affiliation_name'
>;

/** An inventor summary's columns (inventors joined with their affiliation), by field. */
const SUMMARY_FIELDS: Record<keyof SummaryRow, string> = {
  id: 'inventors.id',
  preferred_name: 'inventors.preferred_name',
  full_name: 'inventors.full_name',
  image: 'inventors.image',
  affiliation_name: 'affiliations.name',
};

/**
 * The inventors (with their names) and schema URLs of the patents `ids` in ONE statement, a
 * `union all` with each row's columns as a JSON object (db/json-rows.ts), instead of one query
 * per table. Compiled once per list length (at most the page size limit).
 */
function relatedQuery(db: Db, length: number) {
  return precompiledFor(
    db,
    `patents.related.${length}`,
    (...ids: number[]) =>
      db
        .selectFrom('patent_inventors')
        .innerJoin('inventors', 'inventors.id', 'patent_inventors.inventor_id')
        .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
        .select([
          sql.lit(INVENTOR).as('kind'),
          'patent_inventors.patent_id',
          'patent_inventors.position as o1',
          sql.lit(0).as('o2'),
          jsonObject(db, SUMMARY_FIELDS).as('data'),
        ])
        .where('patent_inventors.patent_id', 'in', ids)
        .unionAll(
          db
            .selectFrom('patent_schemas')
            .select([
              sql.lit(SCHEMA).as('kind'),
              'patent_schemas.patent_id',
              'patent_schemas.position as o1',
              'patent_schemas.id as o2',
              jsonObject(db, { url: 'patent_schemas.url' }).as('data'),
            ])
            .where('patent_schemas.patent_id', 'in', ids),
        )
        .orderBy('kind')
        .orderBy('patent_id')
        .orderBy('o1')
        .orderBy('o2'),
    idPlaceholders(length),
  );
}

const INVENTORS: TupleSource<SummaryRow> = {
  from: sql`from patent_inventors pi join inventors on inventors.id = pi.inventor_id left join affiliations on affiliations.id = inventors.affiliation_id`,
  key: 'pi.patent_id',
  columns: SUMMARY_FIELDS,
  orderBy: ['pi.position'],
};
const SCHEMAS: TupleSource<{ url: string }> = {
  from: sql`from patent_schemas ps`,
  key: 'ps.patent_id',
  columns: { url: 'ps.url' },
  orderBy: ['ps.position', 'ps.id'],
};

/** PostgreSQL, a list page: the patents' inventors and schemas as JSON tuples, one statement. */
async function relatedAsTuples(db: Db, ids: readonly number[]): Promise<PatentRelated> {
  const query = precompiledFor(
    db,
    `patents.related-tuples.${ids.length}`,
    (...values: number[]) =>
      db.selectNoFrom([
        jsonTuplesOf(INVENTORS, values).as('inventors'),
        jsonTuplesOf(SCHEMAS, values).as('schemas'),
      ]),
    idPlaceholders(ids.length),
  );
  const { rows } = await db.executeQuery(query(...ids));
  const inventors = tuplesByKey(INVENTORS, rows[0].inventors);
  const schemas = tuplesByKey(SCHEMAS, rows[0].schemas);
  return {
    inventors: new Map(ids.map((id) => [id, (inventors.get(id) ?? []).map(toInventorSummary)])),
    schemas: new Map(ids.map((id) => [id, (schemas.get(id) ?? []).map((s) => s.url)])),
  };
}

/**
 * The inventors and schema URLs of the patents `ids`, by patent id. One patent (a detail page):
 * one statement. A list page on SQLite: one batched query per table, which measured faster than
 * the JSON union for pages (12 patents: 29 µs against 45 µs; docs/round-trips.md); on
 * PostgreSQL one statement of JSON tuples (db/json-tuples.ts), two round trips fewer.
 */
export async function patentRelated(db: Db, ids: readonly number[]): Promise<PatentRelated> {
  if (ids.length > 1 && isPostgres(db)) return relatedAsTuples(db, ids);
  if (ids.length > 1) {
    const [inventors, schemas] = await Promise.all([
      patentInventorSummaries(db, [...ids]),
      patentSchemaUrls(db, [...ids]),
    ]);
    return { inventors, schemas };
  }
  const related: PatentRelated = {
    inventors: new Map(ids.map((id) => [id, []])),
    schemas: new Map(ids.map((id) => [id, []])),
  };
  if (ids.length === 0) return related;
  const { rows } = await db.executeQuery(relatedQuery(db, ids.length)(...ids));
  for (const row of rows) {
    const patentId = Number(row.patent_id);
    if (Number(row.kind) === INVENTOR)
      related.inventors.get(patentId)?.push(toInventorSummary(parseJsonCell<SummaryRow>(row.data)));
    else related.schemas.get(patentId)?.push(parseJsonCell<{ url: string }>(row.data).url);
  }
  return related;
}
