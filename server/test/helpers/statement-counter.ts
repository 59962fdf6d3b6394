import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Counts the statements the server sends to its database, below everything of the portal's
 * own (Kysely, the prepared-statement caches, the data-version readers, the session lookup):
 * every execution of a better-sqlite3 statement (`run`, `get`, `all`, `iterate`, `exec`,
 * pragmas included) and every `query` of a node-postgres client (BEGIN and COMMIT included:
 * each is a round trip to PostgreSQL). Installed once per test file, before the app opens its
 * connections; it records only between `start()` and `stop()`.
 */
export class StatementCounter {
  private recording: string[] | null = null;

  /** Starts a new recording (a previous one is dropped). */
  start(): void {
    this.recording = [];
  }

  /** The SQL texts recorded since `start()`, in order; recording stops. */
  stop(): string[] {
    const recorded = this.recording ?? [];
    this.recording = null;
    return recorded;
  }

  record(sql: string): void {
    this.recording?.push(sql.replace(/\s+/g, ' ').trim());
  }
}

const counter = new StatementCounter();
let installed = false;

type Method = ((this: unknown, ...args: unknown[]) => unknown) & { [ORIGINAL]?: Method };

/**
 * better-sqlite3's native classes outlive Jest's per-file module registry: a prototype that a
 * previous test file of the same worker wrapped is wrapped again from its original, not twice.
 */
const ORIGINAL = Symbol.for('inventor-portal.statement-counter.original');

function wrap(target: object, name: string, sqlOf: (self: unknown, args: unknown[]) => string) {
  const methods = target as Record<string, Method>;
  const original = methods[name][ORIGINAL] ?? methods[name];
  const counted: Method = function counted(this: unknown, ...args: unknown[]) {
    counter.record(sqlOf(this, args));
    return original.apply(this, args);
  };
  counted[ORIGINAL] = original;
  methods[name] = counted;
}

/** The process's statement counter, hooked into better-sqlite3 and node-postgres on first use. */
export function statementCounter(): StatementCounter {
  if (installed) return counter;
  installed = true;
  const probe = new Database(':memory:');
  const statementPrototype = Object.getPrototypeOf(probe.prepare('select 1')) as object;
  probe.close();
  const source = (self: unknown) => String((self as { source?: unknown }).source ?? '');
  for (const name of ['run', 'get', 'all', 'iterate']) wrap(statementPrototype, name, source);
  wrap(Database.prototype, 'exec', (_self, args) => String(args[0]));
  wrap(pg.Client.prototype, 'query', (_self, args) => {
    const [first] = args;
    if (typeof first === 'string') return first;
    return String((first as { text?: unknown } | null)?.text ?? '');
  });
  return counter;
}
