import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { keepRowCounts } from '../kept-row-counts';
import { versionWritesOf } from '../table-versions';

/**
 * The office's patents list without reading every patent (issue 33): `kept_row_counts` holds
 * the number of patents, kept by triggers (db/kept-row-counts.ts). Versioned like every table,
 * so a remembered answer reading it declares it.
 */
export function keptRowCounts(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await keepRowCounts(db, dialect);
      await versionWritesOf(db, dialect, 'kept_row_counts');
    },
  };
}
