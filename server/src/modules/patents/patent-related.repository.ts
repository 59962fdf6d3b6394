import { sql } from 'kysely';
import type { InventorSummary } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
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
          jsonObject(db, {
            id: 'inventors.id',
            preferred_name: 'inventors.preferred_name',
            full_name: 'inventors.full_name',
            image: 'inventors.image',
            affiliation_name: 'affiliations.name',
          }).as('data'),
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

/**
 * The inventors and schema URLs of the patents `ids`, by patent id. One patent (a detail page):
 * one statement. A list page: one batched query per table, which measured faster than the JSON
 * union for pages (12 patents on SQLite: 29 µs against 45 µs; docs/round-trips.md).
 */
export async function patentRelated(db: Db, ids: readonly number[]): Promise<PatentRelated> {
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
