import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { bumpTableVersions } from '../pg-data-version';
import {
  createTableVersions,
  isVersionedTable,
  schemaTables,
  versionWritesOf,
} from '../table-versions';

/**
 * Remembered answers that survive unrelated writes (issue 33): a version per table
 * (db/table-versions.ts) instead of one for the whole database.
 *
 * - `table_versions (name, version)`: a row per table a remembered answer may read.
 * - SQLite: triggers bumping a table's row with every row written to it.
 * - PostgreSQL: the triggers of migration 009 and later bump the written table's row (once per
 *   transaction, at commit) instead of `data_version`, which is dropped.
 *
 * Every table of the schema but the unversioned ones is versioned, whichever migration made it.
 */
export function tableVersions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTableVersions(db, dialect);
      if (dialect === 'postgres') await bumpTableVersions(db);
      for (const table of await schemaTables(db, dialect)) {
        if (isVersionedTable(table)) await versionWritesOf(db, dialect, table);
      }
    },
  };
}
