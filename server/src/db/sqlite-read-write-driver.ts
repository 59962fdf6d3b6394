import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type CompiledQuery,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { CachedSqlite, CachedStatement } from './sqlite-statements';

/**
 * SQLite behind Kysely on two connections to the same file: a writer, which runs every write
 * and every transaction one at a time as Kysely's own driver does, and a reader
 * (`query_only`), which runs every read made outside a transaction at once.
 *
 * Kysely's SqliteDriver holds its one connection for the whole of a transaction, awaits
 * included, so while one request writes every other request's reads wait for it; under a
 * mixed load a ticket creation (a drawing stored, mails rendered, notifications sent) queues
 * every list behind it. In WAL mode a second connection reads the last committed data while
 * a write is under way, so the reads need not wait: they see what they would have seen just
 * before the write began, which is what the caller of a read made outside the writer's
 * transaction may see. better-sqlite3 runs each statement to the end synchronously, so a
 * connection never has two statements in flight, with one exception handled here: a stream
 * (an open iterator) keeps its connection busy until it ends, so streams take the writer.
 *
 * Whether a statement can write is SQLite's own answer (`readonly`), not a guess from its text.
 */
export class SqliteReadWriteDialect implements Dialect {
  constructor(private readonly connections: ReadWriteConnections) {}

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new ReadWriteDriver(this.connections);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
}

export interface ReadWriteConnections {
  /** Runs the writes and the transactions. */
  writer: CachedSqlite;
  /** Runs the reads made outside a transaction; opened with `query_only`. */
  reader: CachedSqlite;
  /** Called after every commit and rollback (the data version counts it, data-version.ts). */
  onTransactionEnd?: () => void;
  /** Told the SQL text of every query, before it runs. */
  onQuery?: (sql: string) => void;
}

/** One holder at a time, served in the order asked (Kysely's own driver uses the same). */
class Mutex {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  unlock(): void {
    const release = this.release;
    this.held = null;
    this.release = null;
    release?.();
  }
}

/**
 * How long a write waits for another process's write lock (another worker, the admin CLI)
 * before failing with SQLITE_BUSY (→ 503). The writer connection has no busy_timeout of its
 * own: SQLite's busy handler sleeps in the calling thread, which would stop this process's
 * event loop, every other request with it, for 1 to 100 ms per try.
 */
export const WRITE_LOCK_WAIT_MS = 5000;

/** SQLITE_BUSY and its extended codes (errors may come from another realm: no instanceof). */
function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * `attempt()`, tried again while the database is locked by another process, up to
 * WRITE_LOCK_WAIT_MS, waiting on timers (the event loop goes on serving meanwhile). Only for
 * what SQLite says may be retried as is: BEGIN, COMMIT and a statement outside a transaction.
 */
async function unlessBusy<T>(attempt: () => T): Promise<T> {
  const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
  for (let tries = 1; ; tries += 1) {
    try {
      return attempt();
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(tries, 10)));
  }
}

function run(statement: CachedStatement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: BigInt(changes),
    insertId: BigInt(lastInsertRowid),
    rows: [],
  };
}

let connectionsMade = 0;

/** Connection objects made by every driver of the process so far (tests: they are recycled). */
export const routedConnectionsMade = (): number => connectionsMade;

class ReadWriteDriver implements Driver {
  private readonly writerLock = new Mutex();
  /**
   * Connections released and ready for reuse. Kysely keeps every connection object a driver
   * ever hands out (to add its logging once), so they are recycled: as many exist as queries
   * ever ran at once.
   */
  private readonly idle: RoutedConnection[] = [];

  constructor(private readonly connections: ReadWriteConnections) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const reused = this.idle.pop();
    if (reused) return reused;
    connectionsMade += 1;
    return new RoutedConnection(this.connections, this.writerLock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Kysely ends every transaction before releasing; a connection still holding the writer
    // here would be a bug, and the writer must not stay locked for everyone after it.
    const routed = connection as RoutedConnection;
    await routed.abandon();
    this.idle.push(routed);
  }

  async destroy(): Promise<void> {
    this.connections.reader.close();
    this.connections.writer.close();
  }
}

/**
 * What Kysely sees as one connection: each query goes to the reader or the writer. Inside a
 * transaction (begin to commit or rollback) everything runs on the writer, which this
 * connection holds meanwhile; reads included, so they see the transaction's own writes.
 */
class RoutedConnection implements DatabaseConnection {
  private holdsWriter = false;

  constructor(
    private readonly connections: ReadWriteConnections,
    private readonly writerLock: Mutex,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiled;
    const { writer, reader, onQuery } = this.connections;
    onQuery?.(sql);
    if (this.holdsWriter) return run(writer.prepare(sql), parameters) as QueryResult<R>;
    const statement = writer.prepare(sql);
    if (statement.readonly) return run(reader.prepare(sql), parameters) as QueryResult<R>;
    await this.writerLock.lock();
    try {
      return (await unlessBusy(() => run(statement, parameters))) as QueryResult<R>;
    } finally {
      this.writerLock.unlock();
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    this.connections.onQuery?.(compiled.sql);
    const held = this.holdsWriter;
    if (!held) await this.writerLock.lock();
    try {
      const statement = this.connections.writer.prepare(compiled.sql);
      if (!statement.reader) throw new Error('SQLite streams select queries only');
      for (const row of statement.iterate(compiled.parameters)) yield { rows: [row as R] };
    } finally {
      if (!held) this.writerLock.unlock();
    }
  }

  async begin(): Promise<void> {
    await this.writerLock.lock();
    try {
      // IMMEDIATE: the write lock is taken (waited for on timers, unlessBusy) at the start. A deferred
      // transaction that reads first and then writes fails at once with SQLITE_BUSY when another
      // process (a second worker, the admin CLI) committed in between.
      await unlessBusy(() => run(this.connections.writer.prepare('begin immediate'), []));
    } catch (err) {
      this.writerLock.unlock();
      throw err;
    }
    this.holdsWriter = true;
  }

  /**
   * A failed commit keeps the writer: Kysely then rolls back, which releases it. The data
   * version moves after the end (data-version.ts): a remembered answer computed on the reader
   * while the transaction was open is then never served.
   */
  async end(command: 'commit' | 'rollback'): Promise<void> {
    if (!this.holdsWriter) throw new Error(`${command} without a transaction`);
    if (command === 'commit') {
      await unlessBusy(() => run(this.connections.writer.prepare('commit'), []));
      this.release();
      return;
    }
    try {
      run(this.connections.writer.prepare('rollback'), []);
    } finally {
      this.release();
    }
  }

  async abandon(): Promise<void> {
    if (!this.holdsWriter) return;
    await this.end('rollback');
  }

  private release(): void {
    this.holdsWriter = false;
    this.connections.onTransactionEnd?.();
    this.writerLock.unlock();
  }
}
