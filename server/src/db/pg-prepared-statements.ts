import type { PoolClient, QueryResult } from 'pg';

/**
 * PostgreSQL plans a statement sent without a name at every execution. The portal's queries
 * are a fixed set of texts run over and over with new parameters, and their planning cost the
 * database about as much as running them (the co-inventors page: 1.7 ms planning, 1.0 ms
 * execution on the bench data). This names every data statement with parameters after its
 * text, so each pooled connection parses and plans it once and then only binds and executes.
 *
 * After a migration changes a table, a prepared `select *` can no longer run ("cached plan
 * must not change result type", SQLSTATE 0A000): the text then gets a new name, which every
 * connection prepares afresh, and the query is sent once more. Inside a transaction that
 * second try fails too (the failed statement aborted the transaction) and the error goes to
 * the caller, once.
 */

/**
 * A comment a statement carries when its best plan depends on its parameters' values, not
 * only on their types: it is never named, so PostgreSQL plans it for each execution with the
 * values at hand. The office search (`like` on `search_text`): a prepared statement switches
 * to a generic plan after five executions, which cannot tell a pattern matching every ticket
 * from one matching three, and reads all 50,000 matches of a broad search through the trigram
 * index (3.3 ms) where the custom plan walks 1,001 rows (0.2 ms).
 */
export const PLANNED_EACH_TIME = '/* planned each time */';

/** Distinct texts named per process; past it, statements go unnamed (planned each time). */
const MAX_NAMED = 2000;
const PLAN_CHANGED = '0A000';
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;

export class StatementNames {
  private readonly names = new Map<string, string>();
  private issued = 0;

  /** The name for `text`, or null when it is not named (not a data statement, or too many). */
  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known) return known;
    if (!DATA_STATEMENT.test(text) || this.names.size >= MAX_NAMED) return null;
    if (text.includes(PLANNED_EACH_TIME)) return null;
    return this.rename(text);
  }

  /** A fresh name for `text`: connections that prepared the old one prepare it again. */
  rename(text: string): string {
    this.issued += 1;
    const name = `portal_${this.issued}`;
    this.names.set(text, name);
    return name;
  }
}

type QueryFunction = (config: {
  name?: string;
  text: string;
  values: unknown[];
}) => Promise<QueryResult>;

const planChanged = (err: unknown): boolean =>
  (err as { code?: unknown } | null)?.code === PLAN_CHANGED;

/**
 * Makes `client.query(text, values)` (the form Kysely's PostgreSQL driver uses) send named
 * statements. Other forms (a config object, a cursor, no values) pass through untouched.
 */
export function nameStatementsOf(client: PoolClient, names: StatementNames): void {
  const send = client.query.bind(client) as unknown as QueryFunction;
  const passThrough = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (...args: unknown[]): unknown => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !values.length)
      return passThrough(...args);
    const name = names.nameOf(text);
    if (!name) return passThrough(...args);
    return send({ name, text, values }).catch((err: unknown) => {
      if (!planChanged(err)) throw err;
      return send({ name: names.rename(text), text, values });
    });
  };
  (client as unknown as { query: typeof query }).query = query;
}
