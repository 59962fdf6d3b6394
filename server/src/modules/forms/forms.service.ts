import { sql, type Kysely } from 'kysely';
import {
  checkAnswers,
  definitionErrors,
  FORM_NOT_DRAFT,
  FORM_PUBLISHED_READ_ONLY,
  formDefinitionSchema,
  parseAnswersInput,
  questionsOf,
  ANSWERS_MALFORMED,
  type Answers,
  type FormDefinition,
  type FormVersion,
  type FormVersionSummary,
  type FormStatus,
  type Ticket,
} from '@inventor-portal/shared/schemas';
import type { TableVersions } from '@server/db/data-version';
import type { DB, Db } from '@server/db/database';
import { VersionCache } from '@server/db/version-cache';
import { HttpError, notFound } from '@server/lib/http-error';
import {
  answersRowsOf,
  definitionsOf,
  findFormVersionRow,
  findPublishedRow,
  insertFormVersion,
  listFormVersionRows,
  publishDraft,
  updateDraftDefinition,
  writeAnswers,
} from './forms.repository';
import {
  answersOf,
  answersSearchText,
  definitionOf,
  EMPTY_DEFINITION,
  answeredFormVersion,
  toFormVersion,
} from './forms.mapper';
import { attachmentIdsOf } from '../attachments/attachments.service';
import { answersHash } from '../tickets/ticket.mapper';

/*
 * The office's questionnaire (API.md Part 3): its versions (drafts, the published one, retired
 * ones) and, for the tickets module, the answers of a ticket to the version it was created under.
 */

type Definition = Pick<FormDefinition, 'sections'>;

/** The published version and the versions tickets answer, remembered per database. */
const publishedForms = new VersionCache<{ version: number | null; definition: Definition }>({
  maxEntries: 64,
});

/** A refused definition: `400 {detail: first message, "sections.0.questions.2.key": [...]}`. */
function parseDefinition(body: unknown): FormDefinition {
  const result = formDefinitionSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = definitionErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
  throw new HttpError(400, first, errors);
}

const stored = (definition: FormDefinition) => ({
  definition: JSON.stringify({ sections: definition.sections }),
  questions_count: questionsOf(definition).length,
});

export async function listFormVersions(db: Db): Promise<FormVersionSummary[]> {
  const rows = await listFormVersionRows(db);
  return rows.map((row) => ({
    version: row.id,
    status: row.status as FormStatus,
    published_at: row.published_at,
    questions_count: row.questions_count,
    tickets_count: row.tickets_count,
  }));
}

export async function getFormVersion(db: Db, version: number): Promise<FormVersion> {
  const row = await findFormVersionRow(db, version);
  if (!row) throw notFound();
  return toFormVersion(row);
}

/** `POST /api/office/forms/`: a new draft. */
export async function createFormVersion(
  db: Db,
  actor: { userId: number } | null,
  body: unknown,
): Promise<FormVersion> {
  const definition = parseDefinition(body);
  const id = await insertFormVersion(db, {
    ...stored(definition),
    created_by: actor?.userId ?? null,
  });
  return getFormVersion(db, id);
}

/** `PUT /api/office/forms/{version}/`: a draft's new definition; 409 once published or retired. */
export async function updateFormVersion(
  db: Db,
  version: number,
  body: unknown,
): Promise<FormVersion> {
  const row = await findFormVersionRow(db, version);
  if (!row) throw notFound();
  if (row.status !== 'draft') throw new HttpError(409, FORM_PUBLISHED_READ_ONLY);
  const definition = parseDefinition(body);
  if (!(await updateDraftDefinition(db, version, stored(definition))))
    throw new HttpError(409, FORM_PUBLISHED_READ_ONLY);
  return getFormVersion(db, version);
}

/** `POST .../publish/`: the draft becomes the published version, the one before is retired. */
export async function publishFormVersion(db: Kysely<DB>, version: number): Promise<FormVersion> {
  const row = await findFormVersionRow(db, version);
  if (!row) throw notFound();
  if (row.status !== 'draft') throw new HttpError(409, FORM_NOT_DRAFT);
  await db.transaction().execute((trx) => publishFormVersionIn(trx, version));
  return getFormVersion(db, version);
}

/** Publishes a draft in the caller's transaction (the route's, or the demo seed's). */
export async function publishFormVersionIn(trx: Db, version: number): Promise<void> {
  if (!(await publishDraft(trx, version))) throw new HttpError(409, FORM_NOT_DRAFT);
}

/** `GET /api/inventors/form/`: the published version, or none. */
export async function publishedForm(db: Db): Promise<FormVersion> {
  const row = await findPublishedRow(db);
  return row ? toFormVersion(row) : { version: null, sections: [] };
}

/**
 * `GET /api/inventors/form/{version}/`: a version tickets answer (published or retired), so a
 * ticket's page shows its answers under its own version's labels; a draft is nobody's but the
 * office's (404).
 */
export async function getAnsweredFormVersion(db: Db, version: number): Promise<FormVersion> {
  const form = answeredFormVersion(await findFormVersionRow(db, version));
  if (!form) throw notFound();
  return form;
}

// For the tickets module: a ticket's version and answers.

/**
 * The version a new ticket answers (the published one, or none) and its definition: remembered
 * until `form_versions` is written (version-cache.ts), so a ticket creation does not read it.
 * `versions`: the table versions read with the request's session.
 */
export async function versionForNewTicket(
  db: Kysely<DB>,
  versions?: TableVersions,
): Promise<{ version: number | null; definition: Definition }> {
  const { value } = await publishedForms.lookup(
    db,
    'published',
    ['form_versions'],
    async () => {
      const row = await findPublishedRow(db);
      return row
        ? { version: row.id, definition: definitionOf(row.definition) }
        : { version: null, definition: EMPTY_DEFINITION };
    },
    versions,
  );
  return value;
}

/**
 * `definitionOfVersion`, remembered until `form_versions` is written (a ticket's version is
 * published or archived: its definition no longer changes). `versions`: the table versions read
 * with the request's session.
 */
export async function rememberedDefinitionOfVersion(
  db: Kysely<DB>,
  version: number | null,
  versions?: TableVersions,
): Promise<Definition> {
  if (version === null) return EMPTY_DEFINITION;
  const { value } = await publishedForms.lookup(
    db,
    `version:${version}`,
    ['form_versions'],
    async () => ({ version, definition: await definitionOfVersion(db, version) }),
    versions,
  );
  return value.definition;
}

export async function definitionOfVersion(db: Db, version: number | null): Promise<Definition> {
  if (version === null) return EMPTY_DEFINITION;
  const definitions = await definitionsOf(db, [version]);
  return definitionOf(definitions.get(version));
}

/** A ticket's stored answers ({} when it has none). */
export async function ticketAnswers(db: Db, ticketId: number): Promise<Answers> {
  const [row] = await answersRowsOf(db, [ticketId]);
  return answersOf(row?.answers);
}

const needsAttachments = (definition: Definition, given: Record<string, unknown>) =>
  questionsOf(definition).some(
    (q) => q.type === 'files' && Array.isArray(given[q.key]) && (given[q.key] as []).length > 0,
  );

/**
 * The answers a create or an edit keeps, or `400 {detail, "answers.<key>": [...]}`. `given`: the
 * `answers` field as sent (a JSON text or an object). A `files` answer may name only the
 * ticket's own attachments (none before the ticket exists).
 */
export async function checkTicketAnswers(
  db: Db,
  definition: Definition,
  given: unknown,
  context: {
    submitting: boolean;
    ticketId: number | null;
    /** The ticket's attachment ids when the caller read them already. */
    attachmentIds?: number[];
  },
): Promise<Answers> {
  const parsed = parseAnswersInput(given);
  if (parsed === null)
    throw new HttpError(400, ANSWERS_MALFORMED, { answers: [ANSWERS_MALFORMED] });
  const attachmentIds =
    context.ticketId !== null && needsAttachments(definition, parsed)
      ? (context.attachmentIds ?? (await attachmentIdsOf(db, context.ticketId)))
      : [];
  const { answers, errors } = checkAnswers(definition, parsed, {
    submitting: context.submitting,
    attachmentIds,
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(400, first, errors);
  return answers;
}

/** Stores a ticket's answers with their search text (in the write's transaction). */
export async function saveTicketAnswers(
  db: Db,
  ticketId: number,
  definition: Definition,
  answers: Answers,
): Promise<void> {
  const { row, hash } = storedAnswers(definition, answers);
  await writeAnswers(db, ticketId, row, hash);
}

/**
 * How answers are stored: their row (null when nothing is answered) and the hash the ticket
 * keeps (`tickets.answers_hash`). A new ticket takes the hash in its insert and inserts the row
 * (`insertTicketAnswers`); an edit writes both (`saveTicketAnswers`).
 */
export function storedAnswers(
  definition: Definition,
  answers: Answers,
): { row: { answers: string; search_text: string } | null; hash: string | null } {
  const none = Object.keys(answers).length === 0;
  return {
    row: none
      ? null
      : { answers: JSON.stringify(answers), search_text: answersSearchText(definition, answers) },
    hash: answersHash(answers),
  };
}

/** A new ticket's answers row (nothing when nothing is answered). */
export async function insertTicketAnswers(
  db: Db,
  ticketId: number,
  row: { answers: string; search_text: string } | null,
): Promise<void> {
  if (row)
    await db
      .insertInto('ticket_answers')
      .values({ ticket_id: ticketId, ...row })
      .execute();
}

/**
 * A new ticket's answers row as an INSERT reading the ticket's id from `t` (the ticket's own
 * `insert ... returning` in the same PostgreSQL statement: tickets' ticket-insert.repository).
 */
export function ticketAnswersInsertFrom(row: { answers: string; search_text: string }) {
  return sql`insert into ticket_answers (ticket_id, answers, search_text)
    select t.id, ${row.answers}, ${row.search_text} from t`;
}

/** The answers of several tickets (one query): the office queue's export asks for them. */
export async function answersOfTickets(db: Db, ticketIds: number[]): Promise<Map<number, Answers>> {
  const rows = await answersRowsOf(db, ticketIds);
  return new Map(rows.map((row) => [row.ticket_id, answersOf(row.answers)]));
}

/** A ticket read alone gains its answers (lists leave them out). */
export async function withAnswers<T extends Pick<Ticket, 'id'>>(
  db: Db,
  ticket: T,
): Promise<T & { answers: Answers }> {
  return { ...ticket, answers: await ticketAnswers(db, ticket.id) };
}

/** An edit's answers row (`storedAnswers(...).row`; null: the row goes); the hash goes with the ticket's row. */
export { writeAnswersRow as replaceTicketAnswers } from './forms.repository';
