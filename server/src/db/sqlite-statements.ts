import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared (an `in (?, ?, …)` list makes one text per length). */
const MAX_STATEMENTS = 500;

type Row = Record<string, unknown>;

/** A prepared statement that also says whether it can write (SQLite's own answer). */
export interface CachedStatement extends SqliteStatement {
  readonly readonly: boolean;
}

/** What Kysely's SQLite dialects take, with statements that say whether they can write. */
export interface CachedSqlite extends SqliteDatabase {
  prepare(sql: string): CachedStatement;
}

/**
 * A function turning one raw row (values in column order) into the object better-sqlite3
 * would have built. better-sqlite3 sets each property through the V8 API, which costs more
 * than reading the row; an object literal of fixed shape is several times cheaper. Returns
 * null (keep better-sqlite3's objects) for a name that a literal would treat specially.
 */
function rowBuilder(columns: string[]): ((values: unknown[]) => Row) | null {
  if (columns.some((name) => name === '__proto__')) return null;
  // Keys are JSON string literals of the column names; a repeated name keeps the last value,
  // as better-sqlite3 does.
  const body = `return {${columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`;
  return new Function('v', body) as (values: unknown[]) => Row;
}

/** A statement that returns rows as objects, read in raw mode and built by `rowBuilder`. */
function objectRows(statement: BetterSqlite3.Statement): CachedStatement {
  const build = rowBuilder(statement.columns().map((c) => c.name));
  if (!build) return statement;
  statement.raw(true);
  return {
    reader: true,
    readonly: statement.readonly,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield build(values);
    },
  };
}

/** Told the SQL text before each run of a statement that can write. */
export type WriteListener = (sql: string) => void;

/**
 * Calls `onWrite` before every run of a statement that can change the database (an INSERT …
 * RETURNING reads rows too). Before, not after: a cached value computed meanwhile is keyed
 * by the older version and never served again.
 */
function reportingWrites(
  statement: CachedStatement,
  sql: string,
  listener: WriteListener,
): CachedStatement {
  const onWrite = () => listener(sql);
  return {
    reader: statement.reader,
    readonly: statement.readonly,
    all: (parameters) => {
      onWrite();
      return statement.all(parameters);
    },
    run: (parameters) => {
      onWrite();
      return statement.run(parameters);
    },
    *iterate(parameters) {
      onWrite();
      yield* statement.iterate(parameters);
    },
  };
}

/**
 * better-sqlite3 behind Kysely with prepared statements reused by SQL text. Kysely prepares
 * every query afresh, and on a hot endpoint compiling the SQL costs more than running it.
 * Reuse is safe: each connection runs one statement at a time (better-sqlite3 runs it to the
 * end synchronously; a stream holds its connection until it ends), and SQLite re-prepares a cached
 * statement by itself after a schema change. Least recently used statements are dropped
 * past MAX_STATEMENTS so ad-hoc SQL cannot grow the cache without bound. `onWrite` is told of
 * every statement run that can write (data-version.ts).
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  max = MAX_STATEMENTS,
  onWrite?: WriteListener,
): CachedSqlite {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): CachedStatement {
      const hit = cache.get(sql);
      if (hit) {
        // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const prepared = database.prepare(sql);
      const read = prepared.reader ? objectRows(prepared) : prepared;
      const statement = onWrite && !prepared.readonly ? reportingWrites(read, sql, onWrite) : read;
      cache.set(sql, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
