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
/** Why a list page keeps one query per related table (measured, see the note under the table). */
const LIST_UNION =
  'one JSON union of them (as a single ticket or patent is read) costs more server time for a page of 12 to 100 rows than the statements it saves, on both databases';

/**
 * Endpoints over the budget today, each with its current count as a ceiling (the test fails
 * if one gets worse, and when one no longer needs its entry) and the reason it stays over.
 */
export const EXCEPTIONS: Record<string, Exception> = {
  'POST /api/accounts/create-account': {
    sqlite: 15,
    postgres: 15,
    why: `two shared-password limits, each ${ONE_STATEMENT}; the guess taken back; the inventor and the email checked; one transaction for the account, its mails, audit, notification and activity`,
  },
  'POST /api/accounts/login': {
    sqlite: 11,
    postgres: 10,
    why: `three sign-in limits (email and address, the account slow-down, the address), each ${ONE_STATEMENT}; the account; one UPDATE taking the guess back and forgiving the email; the session; the answer built as GET me builds it`,
  },
  'PUT /api/accounts/me': {
    sqlite: 13,
    postgres: 14,
    why: 'the profile and account as they were, the affiliation, and the email unique among accounts and inventors (one statement for both); the photo’s bytes (PostgreSQL); one transaction for the profile with its search text (every name known), the name variants and the account’s email; then the answer as GET me builds it, its counts by the session’s versions',
  },
  'POST /api/accounts/2fa/enable': {
    sqlite: 12,
    postgres: 12,
    why: `the code limit (${ONE_STATEMENT}); one transaction for the secret, the recovery codes (delete, insert), the other sessions and the notice mail`,
  },
  'POST /api/accounts/2fa/disable': {
    sqlite: 15,
    postgres: 15,
    why: `the code limit and the three sign-in limits (a wrong code counts as a failed sign-in), each ${ONE_STATEMENT}; the code step recorded; one transaction for the account, recovery codes, sessions and notice mail`,
  },
  'POST /api/inventors/ticket/create': {
    sqlite: 15,
    postgres: 17,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); the inventors checked and named in one read (the published form is remembered until it changes); the drawing's bytes (PostgreSQL); one transaction inserting the ticket whole (answers hash, disclosure questions, count to confirm), its answers, its inventors with their attestation, its co-applicants, then the notices (recipients with their settings in one read, bell, held mails) and activity; the answer is built from the inserts, not read back`,
  },
  'POST /api/inventors/ticket/{id}/attachments': {
    sqlite: 19,
    postgres: 21,
    why: 'the ticket and its attachments checked; one transaction for the file, the attestation reset of the other inventors (one UPDATE) and their notices (settings, bell, held mails); no query per inventor or per file',
  },
  'POST /api/inventors/ticket/{id}/comments': {
    sqlite: 15,
    postgres: 16,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); the thread check; one transaction for the comment, its count, the ticket's inventors, the office that may hear of it (active accounts without a declared conflict, one read shared by the notices and the live event), the notices (recipients with their settings in one read, bell, held mails) and the live event’s inventor accounts`,
  },
  'PATCH /api/inventors/ticket/{id}': {
    sqlite: 17,
    postgres: 18,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); the ticket as it was, its links, co-applicants, attachments and answers in one union, the inventors checked and named in one read (the questionnaire version is remembered); one transaction: the row with its disclosure questions, answers hash and count to confirm, the attestation of every inventor in one UPDATE, notices and activity; the answer re-read (the ticket, then its related rows and answers in one union)`,
  },
  'PUT /api/inventors/ticket/{id}': {
    sqlite: 20,
    postgres: 21,
    why: 'as PATCH, with the inventors rewritten with their attestation, the answers and the co-applicants',
  },
  'GET /api/inventors/ticket/{id}/attachments.zip': {
    sqlite: 3,
    postgres: 7,
    why: 'PostgreSQL keeps the files in the database (upload_blobs): one read per file streamed into the zip; SQLite reads them from disk',
  },
  'GET /api/files/attachments/{key}': {
    sqlite: 3,
    postgres: 4,
    why: 'PostgreSQL: the file’s bytes are one more read (upload_blobs)',
  },
  'GET /api/files/drawings/{key}': {
    sqlite: 3,
    postgres: 4,
    why: 'PostgreSQL: the file’s bytes are one more read (upload_blobs)',
  },
  'DELETE /api/inventors/ticket/{id}/attachments/{aid}': {
    sqlite: 17,
    postgres: 19,
    why: 'as adding one: the check, then one transaction for the removal, the attestation reset (one UPDATE) and the notices',
  },
  'POST /api/inventors/ticket/{id}/confirm': {
    sqlite: 10,
    postgres: 10,
    why: `one transaction (the ticket, its links and attachments read under its lock, the confirmation, the unconfirmed count), then the ticket as its page shows it (the ticket, then its related rows and answers in one union)`,
  },
  'POST /api/inventors/ticket/{id}/decline': {
    sqlite: 18,
    postgres: 19,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); one transaction as for confirm plus the submitter’s notice (bell, mail); the ticket re-read (two statements)`,
  },
  'GET /api/inventors/tickets': {
    sqlite: 5,
    postgres: 5,
    why: `the page with its count, then ${BATCHED} (inventors, co-applicants, attachments): ${LIST_UNION}`,
  },
  'GET /api/inventors/patents': {
    sqlite: 4,
    postgres: 4,
    why: `the page with its count, then ${BATCHED} (inventors with their names, schemas): ${LIST_UNION}`,
  },
  'GET /api/office/tickets': {
    sqlite: 8,
    postgres: 8,
    why: `the count, then ${BATCHED} (the page, inventors, co-applicants, attachments, assignees, reviews); office-ticket.repository.ts, left to the office-tickets work under way`,
  },
  'GET /api/office/tickets/counts': {
    sqlite: 4,
    postgres: 4,
    why: 'three counts (by status, attestation, reviews)',
  },
  'GET /api/office/tickets/{id}': {
    sqlite: 8,
    postgres: 8,
    why: `the conflict check, the ticket, its inventors, co-applicants, attachments and answers in one union, then ${BATCHED} (submitter, assignee, reviews, inventors’ names, history and its authors): office-tickets.service.ts`,
  },
  'POST /api/office/tickets/{id}/assign': {
    sqlite: 14,
    postgres: 14,
    why: `the ticket and the assignee checked; one transaction with its audit row; the ticket as the office page shows it, ${BATCHED}`,
  },
  'POST /api/office/tickets/{id}/status': {
    sqlite: 29,
    postgres: 30,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); one transaction for the status, history, notices (settings, bell, held mails), activity, audit and the message as a comment with its live event; the ticket as the office page shows it, ${BATCHED}`,
  },
  'POST /api/office/inventors': {
    sqlite: 15,
    postgres: 15,
    why: `the checks (affiliation, email unique); one transaction for the inventor, name variants, account, its mail, activity and audit; the answer, ${BATCHED}`,
  },
  'PATCH /api/office/inventors/{id}': {
    sqlite: 13,
    postgres: 13,
    why: 'the inventor before (the office page of it: the row, then its counts and name variants in one union) and after, around one transaction with its audit row',
  },
  'POST /api/office/inventors/{id}/deactivate': {
    sqlite: 11,
    postgres: 11,
    why: 'as PATCH: the office page of the inventor before and after one transaction (account, sessions, audit)',
  },
  'POST /api/office/inventors/{id}/reactivate': { sqlite: 10, postgres: 10, why: 'as deactivate' },
  'GET /api/office/patents': {
    sqlite: 4,
    postgres: 4,
    why: `the page with its count, then ${BATCHED} (inventors with their names, schemas): ${LIST_UNION}`,
  },
  'POST /api/office/patents': {
    sqlite: 15,
    postgres: 15,
    why: `the inventors checked; one transaction for the patent, inventors, schemas, search text and audit row; the answer, ${BATCHED}`,
  },
  'PATCH /api/office/patents/{id}': {
    sqlite: 18,
    postgres: 18,
    why: 'the patent before and after (patent, inventors, schemas) around one transaction with its audit row',
  },
  'POST /api/office/patents/{id}/schemas': { sqlite: 12, postgres: 13, why: 'as PATCH' },
  'DELETE /api/office/patents/{id}/schemas/{index}': { sqlite: 12, postgres: 13, why: 'as PATCH' },
  'POST /api/office/patents/{id}/documents': { sqlite: 11, postgres: 12, why: 'as PATCH' },
  'POST /api/office/patents/import': {
    sqlite: 36,
    postgres: 38,
    why: 'grows with the file: per row a lookup by deposit number and a transaction of its own (the importer shared with the CLI, so a bad row does not undo the others); the audit rows at the end',
  },
  'GET /api/office/dashboard': {
    sqlite: 6,
    postgres: 6,
    why: 'aggregates over tickets and their history, one query each',
  },
  'POST /api/office/tickets/{id}/reviews': {
    sqlite: 20,
    postgres: 21,
    why: `the mail-sending-write limit (${ONE_STATEMENT}); the checks (ticket, reviewer, inventors, an existing review, the office); one transaction for the review, notification, mail and audit; the answer’s names and rubric`,
  },
  'POST /api/reviews/{rid}/declare': {
    sqlite: 10,
    postgres: 10,
    why: 'the review, its ticket and the accounts checked; one transaction with the audit row; the answer with the ticket’s title and the rubric (one statement)',
  },
  'GET /api/reviews/{rid}/ticket': {
    sqlite: 7,
    postgres: 7,
    why: `the review (access) and its ticket, the ticket’s inventors, co-applicants, attachments and answers in one union; then ${BATCHED} (rubric, the inventors’ names, the answers’ form)`,
  },
  'POST /api/reviews/{rid}/submit': {
    sqlite: 12,
    postgres: 13,
    why: 'the review, rubric, ticket and accounts checked; one transaction for the review, the office’s notification and the audit row',
  },
  'GET /api/reviews/{rid}/others': {
    sqlite: 4,
    postgres: 4,
    why: 'the review (access), the others’ reviews and the rubric',
  },
  'GET /api/office/tickets/{id}/reviews': {
    sqlite: 9,
    postgres: 9,
    why: 'the ticket, reviews, reviewers and rubric, then the conflict warnings (inventors, affiliations, co-authors)',
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
    'page keeps one batched query per table: on a 100-ticket page the JSON union cost more server',
    'time than the two statements it saved (SQLite: 1,410-1,445 µs of CPU per uncached request',
    'against 1,210-1,260 µs; PostgreSQL, one connection: 770-920 µs against 490-865 µs for three',
    'statements in a row), building and parsing a JSON object per row. The table versions are read',
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
