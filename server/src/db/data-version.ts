/**
 * A value that changes whenever the data behind a database handle may have changed, for
 * caches that must never be stale (version-cache.ts).
 *
 * - SQLite handles: a counter bumped by every statement of this process that can write (see
 *   sqlite-statements.ts), joined with SQLite's `data_version`, which changes when another
 *   connection (the admin CLI, an import, another worker process) commits. Read in memory.
 * - PostgreSQL handles: the database's `data_version` row, bumped by every committing write
 *   of any instance (pg-data-version.ts). Read with one query, hence a promise.
 *
 * Other handles (transactions, a handle built by hand) have none: callers then always query.
 */
export type DataVersionReader = () => string | Promise<string>;

const readers = new WeakMap<object, DataVersionReader>();

export function trackDataVersion(db: object, read: DataVersionReader): void {
  readers.set(db, read);
}

/** The handle's current data version, or null when it is not tracked (never cache then). */
export function dataVersion(db: object): string | Promise<string> | null {
  const read = readers.get(db);
  return read ? read() : null;
}
