import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import { requestOwnVersions, requestVersions } from '../db/data-version';
import { VersionCache } from '../db/version-cache';

/** What Fastify sends for a returned object. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What a body holds in memory: its JSON text is kept as the string the serializer made (V8
 * stores one byte per character while every character is Latin-1, two otherwise), counted at
 * two bytes a character, so the 64 MiB bound is never exceeded.
 *
 * A string, not a copy in a Buffer: a miss then allocates nothing outside the JavaScript heap.
 * Buffers of their own (`allocUnsafeSlow`, one per body) made every new page count as external
 * memory, and V8 answers a fast-growing external memory with full mark-compact collections:
 * measured on the office's patents list, 100,000 patents, SQLite, every request a new page, 50
 * connections, p99 83 ms with Buffers against 46-50 ms with strings (1,118-1,166 against
 * 1,256-1,264 req/s); the same page again 5,051-5,745 against 5,272-5,733 req/s.
 */
function bytesHeld(body: string): number {
  return body.length * 2;
}

/**
 * Serialized bodies of the most read answers (`me`; the tickets, patents, inventor search and
 * notifications lists): building one costs several queries, the mapping and JSON.stringify;
 * a remembered body costs none of them. Never stale (version-cache.ts: a write to a table the
 * answer reads makes it computed again) and bounded per database handle.
 */
const bodies = new VersionCache<string>({
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
  sizeOf: bytesHeld,
});

/**
 * What a cached body depends on besides the data. `caller` is who signed in (the inventor, or
 * the account for `me`): a body is never served to anyone else. `url` is the raw request URL,
 * which holds the page parameters and is what `next`/`previous` are built from; `input` is
 * the validated body.
 */
export interface ResponseKey {
  route: string;
  caller: number;
  url: string;
  input?: string;
  /**
   * Every table the answer is computed from (answer-tables.ts): the body is remembered while
   * none of them is written. A table missing here is caught when the answer is computed
   * (version-cache.ts): the body is then not remembered, and under test the request fails.
   */
  reads: readonly string[];
}

/**
 * `REMEMBERED_ANSWER_HEADER=1` (the bench): each remembered-answer route says whether its body
 * came from memory, `x-remembered-answer: hit` or `miss`, so a load can measure the hit ratio.
 */
const HIT_HEADER = process.env.REMEMBERED_ANSWER_HEADER === '1';

/** Test hook: entries and bytes held for a handle. */
export const cachedBodyStats = (db: Kysely<DB>) => bodies.stats(db);

/** Answers given from memory and computed since the process started (tests, diagnostics). */
export const cachedBodyCounts = (): { hits: number; misses: number } => ({ ...bodies.counts });

/**
 * Sends `build()`'s result as JSON, byte for byte what returning it from the handler would
 * send, remembered under `key` until a table in `key.reads` changes. Call it after authorisation and
 * validation, which therefore still run on every request; errors `build` throws (a page past
 * the end) are not remembered.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  db: Kysely<DB>,
  key: ResponseKey,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  // A JSON array: no choice of separator can make two different keys collide.
  const { value: body, hit } = await bodies.lookup(
    db,
    JSON.stringify([key.route, key.caller, key.url, key.input ?? null]),
    key.reads,
    // The route's serializer (plugins/app/route-contract.ts): JSON.stringify, after checking the
    // value against the declared response schema under test. Only a miss pays for it.
    async () => {
      const value = await build();
      const json = reply.serialize(value);
      return typeof json === 'string' ? json : JSON.stringify(value);
    },
    // Read with the session, in the same statement (plugins/app/session.ts).
    requestVersions(reply.request, db),
    requestOwnVersions(reply.request, db),
  );
  if (HIT_HEADER) void reply.header('x-remembered-answer', hit ? 'hit' : 'miss');
  return reply.type(JSON_TYPE).send(body);
}
