import type { Kysely } from 'kysely';
import type { TableVersions } from '@server/db/data-version';
import type { DB } from '@server/db/database';
import { VersionCache } from '@server/db/version-cache';
import { INVENTOR_COUNTS_READS } from '@server/lib/answer-tables';
import type { InventorCounts } from './inventor.mapper';
import { inventorCounts } from './inventor.repository';

/**
 * `me` answers the counts on every page load and the distinct co-inventor count walks every
 * patent of the inventor: they are remembered until a table they read is written (version-cache.ts).
 */
const counts = new VersionCache<InventorCounts>({ maxEntries: 10_000 });

/** `inventorCounts`, never staler than a fresh query's (handles without a data version always query). */
export async function cachedInventorCounts(
  db: Kysely<DB>,
  inventorId: number,
  /** Versions this request read already (with its session): no second read. */
  versions?: TableVersions,
): Promise<InventorCounts> {
  // A copy: the caller may change its object, the cached one is shared.
  return {
    ...(
      await counts.lookup(
        db,
        String(inventorId),
        INVENTOR_COUNTS_READS,
        () => inventorCounts(db, inventorId),
        versions,
      )
    ).value,
  };
}
