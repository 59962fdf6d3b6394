import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type LogEvent, type Transaction } from 'kysely';
import type { DB } from './schema';
import { Pool, type PoolClient } from 'pg';
import {
  READ_VERSIONS_SQL,
  trackDataVersion,
  versionsFromRows,
  type TableVersions,
} from './data-version';
import { pgTableVersionsReader } from './pg-data-version';
import { nameStatementsOf, StatementNames } from './pg-prepared-statements';
import { SqliteReadWriteDialect, WRITE_LOCK_WAIT_MS } from './sqlite-read-write-driver';
import { withStatementCache } from './sqlite-statements';
import { noteQuery } from './version-cache';

/** The tables (`DB` and each table's row), kept in schema.ts; every module imports them from here. */
export type * from './schema';

/**
 * What repositories and services take: the database handle or a transaction of it, so one
 * function serves a plain read and a step of a larger write.
 */
export type Db = Kysely<DB> | Transaction<DB>;

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema in use, when not the default search path. */
  schema?: string;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
  /** Called with the SQL of every query run (tests count queries per request). */
  onQuery?: (sql: string) => void;
}

/**
 * A write to the sessions table only (sign-in, sign-out, the 5-minute `last_seen_at` touch).
 * No remembered answer reads that table (the session is checked on every request, before any
 * cache), so these writes leave the data version alone; otherwise every active user's touch
 * would empty every cache. Kysely's SQL names the table quoted, first.
 */
const SESSIONS_ONLY = /^\s*(?:insert\s+into|update|delete\s+from)\s+"sessions"(?:\s|$)/i;
const touchesOnlySessions = (statement: string): boolean => SESSIONS_ONLY.test(statement);

/**
 * Reports the text of every query a pooled PostgreSQL client sends (Kysely's queries, cursors
 * included) to the remembered answers being computed (version-cache.ts), which check that they
 * read only the tables they declared.
 */
function reportQueriesOf(client: PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (...args: unknown[]): unknown => {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text === 'string') noteQuery(text);
    return send(...args);
  };
  (client as unknown as { query: typeof query }).query = query;
}

/** A connection to the portal's SQLite file with the portal's pragmas. */
function openSqlite(file: string, role: 'writer' | 'reader'): Database.Database {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // The reader waits in SQLite (rarely: WAL readers are not blocked by writers); the writer
  // waits for another process's lock on timers instead (sqlite-read-write-driver.ts).
  sqlite.pragma(`busy_timeout = ${role === 'reader' ? WRITE_LOCK_WAIT_MS : 0}`);
  sqlite.pragma('synchronous = NORMAL');
  // Reads stay in memory: a 64 MiB page cache, the file mapped (256 MiB) instead of read()
  // page by page, and sorts/temporary b-trees kept off disk.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const onQuery = options.onQuery;
  const log = onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {};
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client losing its connection (database restart) must not crash the process: idle
    // clients report through the pool, checked-out ones through their own 'error' event. The
    // query in flight still fails (→ 503) and the pool drops the broken client.
    pool.on('error', () => undefined);
    const statements = new StatementNames();
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      nameStatementsOf(client, statements);
      reportQueriesOf(client);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...log });
    trackDataVersion(db, pgTableVersionsReader(db));
    return { db, dialect: 'postgres', schema: options.pgSchema };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'portal.db');
  const writer = openSqlite(file, 'writer');
  // Opened second: the writer has set WAL mode, which the file keeps.
  const reader = openSqlite(file, 'reader');
  reader.pragma('query_only = ON');
  let writes = 0;
  let writesAtLastEnd = 0;
  const countWrite = (statement: string) => {
    if (!touchesOnlySessions(statement)) writes += 1;
  };
  const db = new Kysely<DB>({
    dialect: new SqliteReadWriteDialect({
      writer: withStatementCache(writer, undefined, countWrite),
      reader: withStatementCache(reader),
      // Every query is reported to the remembered answers being computed (version-cache.ts),
      // which check that they read only the tables they declared.
      onQuery: noteQuery,
      // A transaction's writes become visible to the reader at its commit, after the counter
      // moved for them: it moves again then, so an answer computed in between is not kept.
      onTransactionEnd: () => {
        if (writes !== writesAtLastEnd) writes += 1;
        writesAtLastEnd = writes;
      },
    }),
    ...log,
  });
  // The writer's data_version moves when another connection commits (the admin CLI, another
  // worker), never for this process's own writes, which the counter counts instead. While
  // neither moves, the table versions read last still stand; otherwise they are read again
  // through the reader, which sees every commit so far.
  const otherConnections = writer.prepare('pragma data_version').pluck();
  // Prepared at the first read: the table exists once the migrations ran (021).
  let readVersions: Database.Statement | null = null;
  let readAt = '';
  let versions: TableVersions = new Map();
  trackDataVersion(db, () => {
    const now = `${writes}.${String(otherConnections.get())}`;
    if (now !== readAt) {
      readVersions ??= reader.prepare(READ_VERSIONS_SQL);
      versions = versionsFromRows(readVersions.all() as { name: string; version: number }[]);
      readAt = now;
    }
    return versions;
  });
  return { db, dialect: 'sqlite' };
}
