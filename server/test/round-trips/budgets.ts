import type { Dialect } from '@server/db/database';
import type { Counts, RoundTripRecord } from './report';

/** Issue 33: statements a read (GET) may send, session lookup included. */
export const READ_BUDGET = 3;
/** Statements a write (POST, PUT, PATCH, DELETE) may send, BEGIN and COMMIT included. */
export const WRITE_BUDGET = 8;

export interface Exception {
  /** The ceiling on each database: the count when the exception was written down. */
  sqlite: number;
  postgres: number;
  why: string;
}

/** What a rate limit costs (lib/rate-limit.ts). */
const ONE_STATEMENT =
  'one statement, an upsert of the key’s row that holds across instances without a transaction';
/** Why a page with related rows costs several statements. */
const BATCHED = 'batched, never a query per row: one query per related table';
/** Why a list page keeps one query per related table on SQLite (measured, see the note under the table). */
const LIST_UNION =
  'on SQLite, where a statement is no round trip, any one statement of them (a JSON union, JSON per row, a union of the tables side by side) costs more server time for a page of 12 to 100 rows than the statements it saves; on PostgreSQL every related table is one column of JSON tuples of one statement (db/json-tuples.ts), within budget';

/** The notices of a write (notifications module): recipients with their settings in one read, the bell rows, the held mails in one insert that reads their open windows (mail/coalesce.ts). */
const NOTICES = 'the notices (recipients with their settings, bell rows, held mails in one insert)';
/** PostgreSQL's live event after COMMIT (pg_notify to the other instances). */
const LIVE = 'the live event to the other instances after COMMIT (PostgreSQL)';

/**
 * Endpoints over the budget today, each with its current count as a ceiling (the test fails
 * if one gets worse, and when one no longer needs its entry) and the reason it stays over.
 */
export const EXCEPTIONS: Record<string, Exception> = {
  'POST /api/accounts/create-account': {
    sqlite: 12,
    postgres: 12,
    why: `two shared-password limits, each ${ONE_STATEMENT}, and the guess taken back; the inventor, then whether an account exists (by inventor or email, one read); one transaction for the account, both mails (one insert), audit, the office's notification and activity: five tables, and SQLite cannot write two tables in one statement`,
  },
  'POST /api/accounts/2fa/enable': {
    sqlite: 11,
    postgres: 11,
    why: `the account; the code limit (${ONE_STATEMENT}) and its forgiving; one transaction for the secret with the code’s step (one UPDATE whose condition refuses a replayed code), the recovery codes (delete, insert), the other sessions and the notice mail`,
  },
  'POST /api/accounts/2fa/disable': {
    sqlite: 14,
    postgres: 14,
    why: `the account; the code limit and the three sign-in limits (a wrong code counts as a failed sign-in), each ${ONE_STATEMENT}; one transaction for the account with the code’s step (a replayed code refused by the UPDATE), recovery codes, sessions and notice mail; the email forgiven`,
  },
  'POST /api/inventors/ticket/create': {
    sqlite: 13,
    postgres: 11,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); the inventors checked and named with their accounts and notification settings in one read (the published form is remembered until it changes); the drawing's bytes (PostgreSQL); one transaction inserting the ticket whole with its activity (on PostgreSQL its answers, inventors with their attestation, co-applicants and activity in the same statement, reading its id from its \`insert ... returning\`; on SQLite one INSERT per table) and ${NOTICES}; ${LIVE}; the answer built from the inserts`,
  },
  'POST /api/inventors/ticket/{id}/attachments': {
    sqlite: 12,
    postgres: 14,
    why: `the ticket checked; the file's bytes (PostgreSQL); one transaction: the row locked, the inventors, attachments and editor's names in one union, the file, the attestation reset of the other inventors (one UPDATE) and the count to confirm, ${NOTICES}; ${LIVE}`,
  },
  'POST /api/inventors/ticket/{id}/comments': {
    sqlite: 8,
    postgres: 9,
    why: `within budget on SQLite; on PostgreSQL, ${LIVE}: the mail-sending-write limit (${ONE_STATEMENT}); the ticket as the caller may read it, its inventors and the office that may hear of it, with all their accounts and channels, in one union; one transaction for the comment (its count kept by a trigger, its author's names returned with it), the bell rows and the held mails`,
  },
  'PATCH /api/inventors/ticket/{id}': {
    sqlite: 13,
    postgres: 14,
    why: `the ticket; the mail-sending-write limit (${ONE_STATEMENT}); its links, co-applicants, attachments and answers in one union; the inventors checked and named with their accounts in one read; the questionnaire version; one transaction: the row (with a resubmission's status), the attestation of every inventor in one UPDATE, activity and ${NOTICES}; ${LIVE}; the answer built from what was read and written`,
  },
  'PUT /api/inventors/ticket/{id}': {
    sqlite: 16,
    postgres: 17,
    why: 'as PATCH, with the inventors (with their attestation), the answers and the co-applicants rewritten (delete, insert)',
  },
  'DELETE /api/inventors/ticket/{id}/attachments/{aid}': {
    sqlite: 12,
    postgres: 14,
    why: `as adding one: the check, then one transaction for the removal (by ticket and id, returning the stored key), the attestation reset (one UPDATE) and the notices; ${LIVE}; the file's bytes removed (PostgreSQL)`,
  },
  'POST /api/inventors/ticket/{id}/decline': {
    sqlite: 14,
    postgres: 15,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); one transaction: the ticket and its links under its lock, its related rows in one union, the decline and the count to confirm, the decliner's name, the office candidates, ${NOTICES} and the office mail; ${LIVE}; the answer built from the union`,
  },
  'GET /api/inventors/tickets': {
    sqlite: 5,
    postgres: 3,
    why: `the page with its count, then ${BATCHED} (inventors, co-applicants, attachments): ${LIST_UNION}`,
  },
  'GET /api/inventors/patents': {
    sqlite: 4,
    postgres: 3,
    why: `the page with its count, then ${BATCHED} (inventors with their names, schemas): ${LIST_UNION}`,
  },
  'GET /api/office/tickets': {
    sqlite: 7,
    postgres: 3,
    why: `the page with its count (the count a subquery of the page), then ${BATCHED} (inventors, co-applicants, attachments, the submitters, the assignees when any, the review groups): ${LIST_UNION}`,
  },
  'POST /api/office/tickets/{id}/status': {
    sqlite: 15,
    postgres: 16,
    why: `the conflict check; the mail-sending-write limit (${ONE_STATEMENT}); one transaction: the status (the UPDATE returns the ticket, its inventors and, with a message, the office that may hear of it), history, ${NOTICES} and mails, activity, audit, and the message as a comment (its count kept by a trigger, returned as listed); ${LIVE}; the answer, the office page in one statement`,
  },
  'POST /api/office/inventors': {
    sqlite: 10,
    postgres: 10,
    why: 'the affiliation and the email unique among accounts and inventors in one read; one transaction for the inventor, its name variants, the account, its mail, activity and audit: six tables; the answer built from what was written',
  },
  'GET /api/office/patents': {
    sqlite: 4,
    postgres: 3,
    why: `the page with its count (without a search, the count the triggers keep), then ${BATCHED} (inventors with their names, schemas): ${LIST_UNION}`,
  },
  'POST /api/office/patents/import': {
    sqlite: 19,
    postgres: 20,
    why: 'grows with the file: the patents it names (by deposit number and title) and the inventors’ names read for the whole file at once, then per row a transaction of its own (the importer shared with the CLI, so a bad row does not undo the others); at the end, the patents written and their state (row, inventors, schemas) to audit only what changed, and the audit rows in one insert',
  },
  'POST /api/office/tickets/{id}/reviews': {
    sqlite: 12,
    postgres: 13,
    why: `the conflict check; the mail-sending-write limit (${ONE_STATEMENT}); the checks and what the answer shows (ticket, reviewer, inventors, an existing review, warnings, rubric) in one statement; one transaction for the review, ${NOTICES} and mail, and audit; ${LIVE}`,
  },
};

const DIALECT_NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const cell = (counts: Counts | undefined, budget: number): string => {
  if (!counts) return '–';
  const text = counts.transaction
    ? `${counts.statements} (${counts.transaction})`
    : String(counts.statements);
  return counts.statements > budget ? `**${text}**` : text;
};

/** docs/round-trips.md, from the recorded counts. */
export function renderMarkdown(recorded: RoundTripRecord): string {
  const dialects = (['sqlite', 'postgres'] as const).filter((d) => recorded[d]);
  const routes: string[] = [];
  for (const d of dialects)
    for (const which of ['after', 'before'] as const)
      for (const route of Object.keys(recorded[d]?.[which] ?? {}))
        if (!routes.includes(route)) routes.push(route);
  const header = [
    '| Endpoint | Budget |',
    ...dialects.map((d) => ` ${DIALECT_NAMES[d]} before | ${DIALECT_NAMES[d]} now | cached |`),
  ].join('');
  const rule = `|---|---|${dialects.map(() => '---|---|---|').join('')}`;
  const rows = routes.map((route) => {
    const budget = route.startsWith('GET ') ? READ_BUDGET : WRITE_BUDGET;
    const cells = dialects.map((d) => {
      const before = recorded[d]?.before?.[route];
      const after = recorded[d]?.after?.[route];
      return ` ${cell(before, budget)} | ${cell(after, budget)} | ${after?.cached ?? '–'} |`;
    });
    return `| \`${route}\` | ${budget} |${cells.join('')}`;
  });
  const exceptions = Object.entries(EXCEPTIONS).map(
    ([route, e]) =>
      `- \`${route}\` (at most ${e.sqlite} on SQLite, ${e.postgres} on PostgreSQL): ${e.why}`,
  );
  return `${[
    '# Database round trips per endpoint',
    '',
    'Generated by `server/test/round-trips/round-trips.test.ts` (issue 33, point 2); do not edit by',
    'hand. Rewrite it from a run on both databases:',
    '',
    '```sh',
    'ROUND_TRIPS_RECORD=after DATABASE_URL_TEST=postgres://… npx jest -c server/jest.config.cjs server/test/round-trips',
    '```',
    '',
    'The test fails when a count differs from this page, when a read (GET) sends more than',
    `${READ_BUDGET} statements or a write more than ${WRITE_BUDGET}, unless the endpoint is a listed exception, which`,
    'may not get worse than its ceiling.',
    '',
    '**What is counted.** Every statement the request sends to the database, counted below the',
    "portal's code (`server/test/helpers/statement-counter.ts`: each execution of a better-sqlite3",
    'statement, pragmas included, and each `query` of a node-postgres client): the session lookup,',
    'the data-version read of the remembered answers, the rate limiter, mails queued in the',
    'outbox, audit rows, and **BEGIN/COMMIT**, which count like any statement (on PostgreSQL each is',
    'a round trip). A cell `12 (4)` is 12 statements of which 4 BEGIN/COMMIT; **bold** is over budget.',
    '',
    '**How.** One request at a time, as the caller the endpoint is for, on realistic data (tickets',
    'with two co-inventors, co-applicants, questionnaire answers, a drawing, attachments, comments',
    'and reviews; patents with three inventors and schemas; lists of several rows, so a query per',
    'row shows). Before each measured request a write moves the data version, so "now" is the',
    'uncached count; "cached" is the same GET sent again at once (served from the remembered',
    'answers where the endpoint has them). Work a request starts but finishes after answering',
    '(within 20 ms) is counted with it. Event mails are held for the default coalescing window',
    '(`MAIL_COALESCE_SECONDS=300`), as in production. The campus sign-in routes are measured with',
    'no provider configured (their 404), `GET /api/accounts/events` up to its opening.',
    '',
    '"before" is the count at c8e6dd3, before the cuts of issue 33; "now" is this commit.',
    '',
    '**Related rows.** A single ticket, patent or office inventor reads its related rows (links,',
    'co-applicants, attachments, answers; inventors, schemas; counts, name variants, tickets,',
    'patents) in one `union all`, each row as a JSON object (`server/src/db/json-rows.ts`). A list',
    'page on PostgreSQL reads the related rows of all its rows in one statement of one row, each',
    'related table a column holding its rows as a JSON array of tuples (`server/src/db/json-tuples.ts`:',
    '`json_agg(json_build_array(…))` over `key in (ids)`): on a page of 100 tickets, server and',
    'database CPU together 630 µs against 775 µs for three batched queries (and 1,150 µs for a',
    'correlated subquery per ticket), one round trip instead of three; the uncached lists served',
    'as many requests or more (tickets 435-438 against 412-434 req/s at 10 connections, office',
    'queue 799-840 against 669-733, patents 1,376-1,477 against 1,211-1,448). On SQLite, where a',
    'statement is no round trip, a list page keeps one batched query per table: every single',
    'statement tried cost more (a page of 100 tickets: the JSON union 1,410-1,445 µs of CPU per',
    'uncached request against 1,210-1,260 µs; JSON per ticket 390-430 µs against 270-305 µs for the',
    'related rows alone; the tables side by side in one union, without JSON, 400-455 µs against',
    '205-245 µs, better-sqlite3 building an object of every column for each row). The office',
    "queue's count is a subquery of its page on both databases. The table versions are read",
    'with the session in one statement on both databases (`session.repository.ts`).',
    '',
    header,
    rule,
    ...rows,
    '',
    '## Exceptions',
    '',
    ...(exceptions.length ? exceptions : ['None.']),
  ].join('\n')}\n`;
}
