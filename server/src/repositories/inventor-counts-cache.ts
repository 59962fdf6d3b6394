import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import { dataVersion } from '../db/data-version';
import type { InventorCounts } from './inventor.mapper';
import { inventorCounts } from './inventor.repository';

/** Inventors kept per handle; past it the cache starts over (it is only a shortcut). */
const MAX_ENTRIES = 10_000;

interface Entry {
  version: string;
  counts: Map<number, InventorCounts>;
}

const byDatabase = new WeakMap<object, Entry>();

/**
 * `inventorCounts`, remembered until the data changes. `me` answers them on every page load
 * and the distinct co-inventor count walks every patent of the inventor; any write (here or
 * by another connection) changes the data version and empties the cache, so an answer is
 * never staler than a fresh query's. Handles without a data version always query.
 */
export async function cachedInventorCounts(db: Kysely<DB>, inventorId: number): Promise<InventorCounts> {
  const version = dataVersion(db);
  if (version === null) return inventorCounts(db, inventorId);
  let entry = byDatabase.get(db);
  if (!entry || entry.version !== version || entry.counts.size >= MAX_ENTRIES) {
    byDatabase.set(db, (entry = { version, counts: new Map() }));
  }
  const hit = entry.counts.get(inventorId);
  if (hit) return { ...hit };
  // Keyed by the version read before the query: a write meanwhile makes this entry unreachable.
  const counts = await inventorCounts(db, inventorId);
  entry.counts.set(inventorId, counts);
  return { ...counts };
}
