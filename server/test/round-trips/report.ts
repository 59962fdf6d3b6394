import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '@server/db/database';
import { isTransactionControl, type Measurement } from './measure';

/** The counts of one endpoint on one database. */
export interface Counts {
  /** Every statement of the first (uncached) request, BEGIN/COMMIT included. */
  statements: number;
  /** Of which BEGIN, COMMIT or ROLLBACK. */
  transaction: number;
  /** The same GET sent again at once (remembered answers served where the endpoint has them). */
  cached?: number;
}

type Recorded = Record<string, Counts>;
/** docs/round-trips.json: per database, the counts before the cuts of issue 33 and now. */
export type RoundTripRecord = Partial<Record<Dialect, { before?: Recorded; after?: Recorded }>>;

export const DOCS = path.resolve(__dirname, '../../../docs');
const JSON_FILE = path.join(DOCS, 'round-trips.json');
const MARKDOWN_FILE = path.join(DOCS, 'round-trips.md');

export const countsOf = (m: Measurement): Counts => ({
  statements: m.statements.length,
  transaction: m.statements.filter(isTransactionControl).length,
  ...(m.cached ? { cached: m.cached.length } : {}),
});

export function readRecord(): RoundTripRecord {
  return fs.existsSync(JSON_FILE)
    ? (JSON.parse(fs.readFileSync(JSON_FILE, 'utf8')) as RoundTripRecord)
    : {};
}

/** Stores `measured` as the dialect's `which` counts and rewrites the Markdown from the record. */
export function record(
  dialect: Dialect,
  which: 'before' | 'after',
  measured: Measurement[],
  render: (record: RoundTripRecord) => string,
): void {
  const stored = readRecord();
  const counts: Recorded = {};
  for (const m of measured) counts[m.route] = countsOf(m);
  stored[dialect] = { ...stored[dialect], [which]: counts };
  fs.writeFileSync(JSON_FILE, `${JSON.stringify(stored, null, 2)}\n`);
  fs.writeFileSync(MARKDOWN_FILE, render(stored));
}
