import type { OwnVersions } from './owner-versions';

/**
 * The versions of the tables behind a database handle (table-versions.ts), for caches that must
 * never be stale (version-cache.ts).
 *
 * - SQLite handles: `table_versions` read through the reader connection, again only when this
 *   process may have written (a counter bumped by every statement of this process that can
 *   write, see sqlite-statements.ts) or another connection committed (SQLite's `data_version`:
 *   the admin CLI, an import, another worker process). Read in memory otherwise.
 * - PostgreSQL handles: one query (pg-data-version.ts), hence a promise.
 * - On both, a request with a session has read them with the session already, in the same
 *   statement (`requestVersions`): these readers serve requests without one.
 *
 * Other handles (transactions, a handle built by hand) have none: callers then always query.
 */
export type DataVersionReader = () => TableVersions | Promise<TableVersions>;

const readers = new WeakMap<object, DataVersionReader>();

export function trackDataVersion(db: object, read: DataVersionReader): void {
  readers.set(db, read);
}

/** Whether the handle has table versions (else nothing is remembered for it). */
export const hasDataVersion = (db: object): boolean => readers.has(db);

/** The handle's current table versions, or null when it is not tracked (never cache then). */
export function dataVersion(db: object): TableVersions | Promise<TableVersions> | null {
  const read = readers.get(db);
  return read ? read() : null;
}

/**
 * Versions read at the start of a request with its session (the same statement),
 * by database handle. Read no earlier than the request arrived, so they show every write the
 * client saw acknowledged; an answer checked against them is never older than that.
 */
const seenByRequest = new WeakMap<
  object,
  { db: object; versions: TableVersions; own: OwnVersions | undefined }
>();

/**
 * `own`: the caller's versions of the tables it owns rows of (owner-versions.ts), read for the
 * routes that ask for them.
 */
export function setRequestVersions(
  request: object,
  db: object,
  versions: TableVersions,
  own: OwnVersions | undefined,
): void {
  seenByRequest.set(request, { db, versions, own });
}

export function requestVersions(request: object, db: object): TableVersions | undefined {
  const seen = seenByRequest.get(request);
  return seen && seen.db === db ? seen.versions : undefined;
}

/** The caller's own versions read with the request's session, if it has one (owner-versions.ts). */
export function requestOwnVersions(request: object, db: object): OwnVersions | undefined {
  const seen = seenByRequest.get(request);
  return seen && seen.db === db ? seen.own : undefined;
}

/** A snapshot of the versions: table name to its count of committed writing transactions (or rows, on SQLite). */
export type TableVersions = ReadonlyMap<string, number>;

/** The statement that reads every version, in one text both databases run. */
export const READ_VERSIONS_SQL = 'select name, version from table_versions';

export function versionsFromRows(rows: readonly { name: string; version: number | string }[]) {
  const versions = new Map<string, number>();
  for (const row of rows) versions.set(row.name, Number(row.version));
  return versions as TableVersions;
}
