import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { required, text } from '@server/lib/import/fields';
import type { TableRow } from '@server/lib/import/read-table';
import { RowError } from '@server/lib/import/report';
import { patentInventorIds, patentSchemaUrls } from './patent.repository';
import { findImportedPatents } from './patent-import-lookup.repository';

/*
 * The importer (shared with the CLI) reports counts, not which patents it wrote. To audit each
 * patent an upload created or changed, the patents its rows point at are read before and after:
 * a patent absent before was created, one whose fields, inventors or schemas differ was updated.
 */

/** A patent as the import can change it: its columns, inventor ids and schema URLs. */
export type PatentState = Map<number, string>;

export interface RowTarget {
  line: number;
  title: string;
  depositNumber: string | null;
}

/** The patent each row means (as the importer matches it); rows it will reject are skipped. */
export function rowTargets(rows: TableRow[]): RowTarget[] {
  const targets: RowTarget[] = [];
  for (const row of rows) {
    try {
      targets.push({
        line: row.line,
        title: required(row.values, 'title', 500),
        depositNumber: text(row.values, 'deposit_number', 100),
      });
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
    }
  }
  return targets;
}

/** The id of the patent each target means now (absent: none yet): batched lookups. */
export async function resolveTargets(
  db: Kysely<DB>,
  targets: RowTarget[],
): Promise<Map<RowTarget, number>> {
  const patents = await findImportedPatents(db, targets);
  const found = new Map<RowTarget, number>();
  for (const target of targets) {
    const patent = patents.find(target);
    if (patent) found.set(target, patent.id);
  }
  return found;
}

const CHUNK = 100;

/** Each patent's state as one comparable string. */
export async function patentStates(db: Kysely<DB>, ids: number[]): Promise<PatentState> {
  const states: PatentState = new Map();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    const [rows, links, schemas] = await Promise.all([
      db.selectFrom('patents').selectAll().where('id', 'in', chunk).execute(),
      patentInventorIds(db, chunk),
      patentSchemaUrls(db, chunk),
    ]);
    for (const row of rows) {
      // The search text follows the inventors' names, which an import may not change.
      const { search_text: _searchText, ...columns } = row;
      states.set(
        row.id,
        JSON.stringify([columns, links.get(row.id) ?? [], schemas.get(row.id) ?? []]),
      );
    }
  }
  return states;
}
