import { dataVersion } from './data-version';

export interface VersionCacheLimits<V> {
  /** Entries kept per database handle. */
  maxEntries: number;
  /** Sum of `sizeOf` over the entries of one handle (default: no byte limit). */
  maxBytes?: number;
  /** The size an entry counts for; the key is counted as well. */
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  size: number;
}

interface Store<V> {
  version: string;
  /** Least recently used first (a Map iterates in insertion order; a hit re-inserts). */
  entries: Map<string, Entry<V>>;
  bytes: number;
  /** Computations under way at this version: concurrent misses of one key share one. */
  pending: Map<string, Promise<V>>;
}

/**
 * Values derived from the database, remembered until the data may have changed: an answer is
 * never staler than a fresh query's. Every entry of a handle belongs to one data version
 * (data-version.ts): any write by this process, or a commit by another connection or another
 * instance, changes it and the next read starts over. Handles without a data version
 * (transactions) always compute. Bounded per handle by entry count and size, least recently
 * used out first.
 * Keys must name everything the value depends on besides the data (caller, URL, body).
 * Values are shared between callers: treat them as immutable.
 */
export class VersionCache<V> {
  private readonly stores = new WeakMap<object, Store<V>>();
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;

  constructor(private readonly limits: VersionCacheLimits<V>) {
    this.maxBytes = limits.maxBytes ?? Infinity;
    this.sizeOf = limits.sizeOf ?? (() => 0);
  }

  /** The value remembered for `key` at the handle's current data version, else `compute()`'s (then remembered). */
  async get(db: object, key: string, compute: () => Promise<V>): Promise<V> {
    const read = dataVersion(db);
    if (read === null) return compute();
    // SQLite answers in memory; PostgreSQL with a query to the database (pg-data-version.ts).
    const version = typeof read === 'string' ? read : await read;
    let store = this.stores.get(db);
    if (!store || store.version !== version) {
      store = { version, entries: new Map(), bytes: 0, pending: new Map() };
      this.stores.set(db, store);
    }
    const hit = store.entries.get(key);
    if (hit) {
      store.entries.delete(key);
      store.entries.set(key, hit);
      return hit.value;
    }
    const running = store.pending.get(key);
    if (running) return running;
    const current = store;
    const computing = compute().then((value) => {
      // Kept in the store of the version read before computing: if a write happened meanwhile,
      // that store is already replaced, or will be by the next read, so this value is never served.
      this.remember(current, key, value);
      return value;
    });
    current.pending.set(key, computing);
    try {
      return await computing;
    } finally {
      current.pending.delete(key);
    }
  }

  /** Entries and bytes held for a handle (tests, diagnostics). */
  stats(db: object): { entries: number; bytes: number } {
    const store = this.stores.get(db);
    return { entries: store?.entries.size ?? 0, bytes: store?.bytes ?? 0 };
  }

  private remember(store: Store<V>, key: string, value: V): void {
    const size = this.sizeOf(value) + key.length;
    if (size > this.maxBytes) return;
    const previous = store.entries.get(key);
    if (previous) {
      store.entries.delete(key);
      store.bytes -= previous.size;
    }
    store.entries.set(key, { value, size });
    store.bytes += size;
    for (const [oldest, entry] of store.entries) {
      if (store.entries.size <= this.limits.maxEntries && store.bytes <= this.maxBytes) break;
      store.entries.delete(oldest);
      store.bytes -= entry.size;
    }
  }
}
