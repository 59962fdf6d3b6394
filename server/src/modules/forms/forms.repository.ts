import type { Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';

/** The tables of the questionnaire (migration 015-questionnaire): versions and answers. */

export interface FormVersionRow {
  id: number;
  status: string;
  definition: string;
  questions_count: number;
  published_at: string | null;
}

const VERSION_COLUMNS = ['id', 'status', 'definition', 'questions_count', 'published_at'] as const;

/** Every version, newest first, with the tickets that answer it (one grouped count). */
export async function listFormVersionRows(
  db: Db,
): Promise<Array<Omit<FormVersionRow, 'definition'> & { tickets_count: number }>> {
  const rows = await db
    .selectFrom('form_versions')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('tickets')
          .select(['tickets.form_version', (e) => e.fn.countAll<number | string>().as('n')])
          .where('tickets.form_version', 'is not', null)
          .groupBy('tickets.form_version')
          .as('counts'),
      (join) => join.onRef('counts.form_version', '=', 'form_versions.id'),
    )
    .select([
      'form_versions.id',
      'form_versions.status',
      'form_versions.questions_count',
      'form_versions.published_at',
      'counts.n',
    ])
    .orderBy('form_versions.id', 'desc')
    .execute();
  return rows.map(({ n, ...row }) => ({ ...row, tickets_count: Number(n ?? 0) }));
}

export async function findFormVersionRow(db: Db, id: number): Promise<FormVersionRow | undefined> {
  return db
    .selectFrom('form_versions')
    .select(VERSION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPublishedRow(db: Db): Promise<FormVersionRow | undefined> {
  return db
    .selectFrom('form_versions')
    .select(VERSION_COLUMNS)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

export async function insertFormVersion(
  db: Db,
  values: { definition: string; questions_count: number; created_by: number | null },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('form_versions')
    .values({ ...values, status: 'draft', published_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a draft; answers whether a draft of that number was there to change. */
export async function updateDraftDefinition(
  db: Db,
  id: number,
  values: { definition: string; questions_count: number },
): Promise<boolean> {
  const result = await db
    .updateTable('form_versions')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Retires the published version and publishes the draft (in the caller's transaction). */
export async function publishDraft(db: Db, id: number): Promise<boolean> {
  const now = nowIso();
  await db
    .updateTable('form_versions')
    .set({ status: 'retired', updated_at: now })
    .where('status', '=', 'published')
    .execute();
  const result = await db
    .updateTable('form_versions')
    .set({ status: 'published', published_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The definitions of these versions, by number (the ticket pages of several versions). */
export async function definitionsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('form_versions')
    .select(['id', 'definition'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.definition]));
}

export async function answersRowsOf(
  db: Db,
  ticketIds: number[],
): Promise<Array<{ ticket_id: number; answers: string }>> {
  if (ticketIds.length === 0) return [];
  return db
    .selectFrom('ticket_answers')
    .select(['ticket_id', 'answers'])
    .where('ticket_id', 'in', ticketIds)
    .execute();
}

/** Stores a ticket's answers (none: the row goes). */
export async function writeAnswers(
  db: Db,
  ticketId: number,
  values: { answers: string; search_text: string } | null,
  hash: string | null,
): Promise<void> {
  // The ticket's version covers its answers through this hash (ticket.mapper answersHash).
  await db.updateTable('tickets').set({ answers_hash: hash }).where('id', '=', ticketId).execute();
  await writeAnswersRow(db, ticketId, values);
}

/** Stores a ticket's answers row alone (none: the row goes); the caller writes the hash. */
export async function writeAnswersRow(
  db: Db,
  ticketId: number,
  values: { answers: string; search_text: string } | null,
): Promise<void> {
  if (values === null) {
    await db.deleteFrom('ticket_answers').where('ticket_id', '=', ticketId).execute();
    return;
  }
  await db
    .insertInto('ticket_answers')
    .values({ ticket_id: ticketId, ...values })
    .onConflict((oc) => oc.column('ticket_id').doUpdateSet(values))
    .execute();
}
