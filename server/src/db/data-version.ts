/**
 * A value that changes whenever the data behind a database handle may have changed, for
 * caches that must never be stale (version-cache.ts). SQLite handles register one:
 * a counter bumped by every statement of this process that can write (see
 * sqlite-statements.ts), joined with SQLite's `data_version`, which changes when another
 * connection (the admin CLI, an import) commits. Other handles (PostgreSQL, transactions)
 * have none: callers then always query.
 */
const readers = new WeakMap<object, () => string>();

export function trackDataVersion(db: object, read: () => string): void {
  readers.set(db, read);
}

/** The handle's current data version, or null when it is not tracked (never cache then). */
export function dataVersion(db: object): string | null {
  const read = readers.get(db);
  return read ? read() : null;
}
