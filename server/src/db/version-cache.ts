import { AsyncLocalStorage } from 'node:async_hooks';
import { dataVersion } from './data-version';
import { callerScoped, ownedTableOf, type OwnVersions } from './owner-versions';
import {
  DERIVED_TABLES,
  isVersionedTable,
  type TableVersions,
  UNVERSIONED_TABLES,
} from './table-versions';

export interface VersionCacheLimits<V> {
  /** Entries kept per database handle. */
  maxEntries: number;
  /** Sum of `sizeOf` over the entries of one handle (default: no byte limit). */
  maxBytes?: number;
  /** The size an entry counts for; the key is counted as well. */
  sizeOf?: (value: V) => number;
  /**
   * How long a value may be answered at most, data unchanged (default one minute): answers
   * hold figures that depend on the clock too (a ticket waiting over 30 days, a disclosure
   * soon, a review overdue), which no write announces.
   */
  maxAgeMs?: number;
}

/** The default `maxAgeMs`. */
export const DEFAULT_MAX_AGE_MS = 60_000;

interface Entry<V> {
  value: V;
  size: number;
  tables: readonly string[];
  /** The versions of `tables`, in order, read before the value was computed. */
  seen: number[];
  /** When its computation started (ms since the epoch): it is answered until maxAgeMs after. */
  startedAt: number;
}

interface Store<V> {
  /** Least recently used first (a Map iterates in insertion order; a hit re-inserts). */
  entries: Map<string, Entry<V>>;
  bytes: number;
  /** Computations under way: concurrent misses of one key at the same versions share one. */
  pending: Map<string, { seen: number[]; value: Promise<V> }>;
}

/**
 * What a computation in progress (its async context) read: the text of every query it ran (a
 * database handle built by database.ts reports each one to `noteQuery`, from its driver) and
 * the tables of the remembered values it asked for. A computation that reads a table it did not
 * declare is not remembered (under test it fails), so a forgotten dependency costs a miss, never
 * a stale answer. Per query this costs one `Set.add` of a text; the texts are read for table
 * names once each (`tablesOf`) and checked when the computation ends.
 */
interface Reads {
  texts: Set<string>;
  tables: Set<string>;
}

const reading = new AsyncLocalStorage<Reads>();
const MAX_TEXTS = 2_000;

/** Tables the versions do not list but a query may name: reading them forbids remembering. */
const NEVER_REMEMBERED: ReadonlySet<string> = new Set(
  UNVERSIONED_TABLES.filter((t) => t !== 'table_versions'),
);

/**
 * Every name a query could read that matters here: the versioned tables (each versions map seen,
 * `learnTables`), the unversioned ones and the derived ones. `generation` moves when it grows.
 */
const knownTables = new Set<string>([...NEVER_REMEMBERED, ...DERIVED_TABLES.keys()]);
let generation = 0;
let learnt: TableVersions | null = null;

function learnTables(versions: TableVersions): void {
  if (versions === learnt) return;
  learnt = versions;
  for (const table of versions.keys()) {
    if (!knownTables.has(table)) {
      knownTables.add(table);
      generation += 1;
    }
  }
}

const tablesByText = new Map<string, { generation: number; tables: readonly string[] }>();

/** The known tables an SQL text names (its lower-case words that are), remembered per text. */
function tablesOf(text: string): readonly string[] {
  let entry = tablesByText.get(text);
  if (!entry || entry.generation !== generation) {
    const words = new Set(text.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []);
    entry = { generation, tables: [...words].filter((word) => knownTables.has(word)) };
    if (tablesByText.size >= MAX_TEXTS) tablesByText.clear();
    tablesByText.set(text, entry);
  }
  return entry.tables;
}

/** Told the SQL of every query a database handle runs (database.ts, from its driver). */
export function noteQuery(text: string): void {
  reading.getStore()?.texts.add(text);
}

/** What a finished computation read that its declaration misses (table names), if anything. */
function undeclaredReads(
  reads: Reads,
  declared: readonly string[],
  versions: TableVersions,
): string[] {
  learnTables(versions);
  const missing = new Set<string>();
  const names: string[] = [...reads.tables];
  for (const text of reads.texts) names.push(...tablesOf(text));
  for (const read of names) {
    const table = DERIVED_TABLES.get(read) ?? read;
    // `notifications@caller` (owner-versions.ts) declares the caller's rows of the table.
    const covered = declared.includes(table) || declared.includes(callerScoped(table));
    if ((versions.has(table) || NEVER_REMEMBERED.has(table)) && !covered) missing.add(read);
  }
  return [...missing];
}

/** Under test a forgotten dependency fails the request; in production it only costs misses. */
const STRICT = process.env.NODE_ENV === 'test';
const warned = new Set<string>();
function reportUndeclared(key: string, tables: string[]): void {
  const message = `remembered answer ${key.slice(0, 80)} reads undeclared tables: ${tables.join(', ')}`;
  if (STRICT) throw new Error(message);
  if (!warned.has(message)) {
    warned.add(message);
    process.emitWarning(message, 'VersionCacheWarning');
  }
}

/**
 * The versions of `tables` in order, or null when one is not versioned (never remember then).
 * An owned table declared `<table>@caller` has the caller's version (`own`, read with its
 * session), apart from the shared map, which is never copied per request.
 */
function versionsOf(
  tables: readonly string[],
  versions: TableVersions,
  own: OwnVersions | undefined,
): number[] | null {
  const seen: number[] = [];
  for (const table of tables) {
    const owned = ownedTableOf(table);
    const version = owned ? own?.[owned] : versions.get(table);
    if (version === undefined || (!owned && !isVersionedTable(table))) return null;
    seen.push(version);
  }
  return seen;
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);
const sameTables = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((t, i) => t === b[i]));

/**
 * Values derived from the database, remembered until a table they read may have changed: an
 * answer is never staler than a fresh query's. Each value is computed from the tables the
 * caller declares and kept with their versions (table-versions.ts), read before computing; it
 * is answered while those versions are unchanged. A write by this process, or a commit by
 * another connection or another instance, to any of those tables makes the next read compute
 * again; writes to other tables leave it. Handles without versions (transactions) always
 * compute. Bounded per handle by entry count and size, least recently used out first.
 * Keys must name everything the value depends on besides the data (caller, URL, body).
 * Values are shared between callers: treat them as immutable.
 */
export class VersionCache<V> {
  private readonly stores = new WeakMap<object, Store<V>>();
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private readonly maxAgeMs: number;
  /** Answers given from memory and computed, since the process started (all handles). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly limits: VersionCacheLimits<V>) {
    this.maxBytes = limits.maxBytes ?? Infinity;
    this.sizeOf = limits.sizeOf ?? (() => 0);
    this.maxAgeMs = limits.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  }

  /**
   * The value remembered for `key` while the versions of `tables` (every table `compute`
   * reads) are those it was computed at, else `compute()`'s (then remembered).
   */
  async get(
    db: object,
    key: string,
    tables: readonly string[],
    compute: () => Promise<V>,
  ): Promise<V> {
    return (await this.lookup(db, key, tables, compute)).value;
  }

  /**
   * `get`, saying whether the value came from memory. `known`: versions read already for this
   * request (with its session), used instead of reading them again; `own`: the caller's, read
   * with them (needed by a table declared `<table>@caller`, else the value is not remembered).
   */
  async lookup(
    db: object,
    key: string,
    tables: readonly string[],
    compute: () => Promise<V>,
    known?: TableVersions,
    own?: OwnVersions,
  ): Promise<{ value: V; hit: boolean }> {
    // A computation that asks us for a value depends on what that value depends on.
    const outer = reading.getStore();
    if (outer) for (const table of tables) outer.tables.add(table);
    const read = known ?? dataVersion(db);
    if (read === null) return { value: await compute(), hit: false };
    // SQLite answers in memory; PostgreSQL with a query to the database (pg-data-version.ts).
    const versions = read instanceof Promise ? await read : read;
    const seen = versionsOf(tables, versions, own);
    if (seen === null) {
      // An owned table without the caller's versions (no session read them): computed, fine.
      const unknown = tables.filter(
        (t) => !ownedTableOf(t) && (!versions.has(t) || !isVersionedTable(t)),
      );
      if (unknown.length) reportUndeclared(key, unknown);
      return { value: await compute(), hit: false };
    }
    let store = this.stores.get(db);
    if (!store) {
      store = { entries: new Map(), bytes: 0, pending: new Map() };
      this.stores.set(db, store);
    }
    const hit = store.entries.get(key);
    if (hit) {
      store.entries.delete(key);
      const fresh = Date.now() - hit.startedAt < this.maxAgeMs;
      if (fresh && same(hit.seen, seen) && sameTables(hit.tables, tables)) {
        store.entries.set(key, hit);
        this.counts.hits += 1;
        return { value: hit.value, hit: true };
      }
      store.bytes -= hit.size;
    }
    this.counts.misses += 1;
    const running = store.pending.get(key);
    if (running && same(running.seen, seen)) return { value: await running.value, hit: false };
    const current = store;
    const reads: Reads = { texts: new Set(), tables: new Set() };
    const startedAt = Date.now();
    const computing = reading.run(reads, compute).then((value) => {
      const missing = undeclaredReads(reads, tables, versions);
      if (missing.length) reportUndeclared(key, missing);
      // Kept with the versions read before computing: if a write happened meanwhile, the next
      // read sees newer versions and computes again, so this value is never served stale.
      else
        this.remember(current, key, {
          value,
          size: this.sizeOf(value) + key.length,
          tables,
          seen,
          startedAt,
        });
      return value;
    });
    const pending = { seen, value: computing };
    current.pending.set(key, pending);
    try {
      return { value: await computing, hit: false };
    } finally {
      if (current.pending.get(key) === pending) current.pending.delete(key);
    }
  }

  /** Entries and bytes held for a handle (tests, diagnostics). */
  stats(db: object): { entries: number; bytes: number } {
    const store = this.stores.get(db);
    return { entries: store?.entries.size ?? 0, bytes: store?.bytes ?? 0 };
  }

  private remember(store: Store<V>, key: string, entry: Entry<V>): void {
    if (entry.size > this.maxBytes) return;
    const previous = store.entries.get(key);
    if (previous) {
      store.entries.delete(key);
      store.bytes -= previous.size;
    }
    store.entries.set(key, entry);
    store.bytes += entry.size;
    for (const [oldest, old] of store.entries) {
      if (store.entries.size <= this.limits.maxEntries && store.bytes <= this.maxBytes) break;
      store.entries.delete(oldest);
      store.bytes -= old.size;
    }
  }
}
