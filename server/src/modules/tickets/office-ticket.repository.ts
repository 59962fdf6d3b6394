import { SqliteAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { OPEN_TICKET_STATUSES, type OfficeSubmitter } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { containsPattern, normalizeSearch } from '@server/lib/search-text';
import { nowIso } from '@server/lib/time';
import { INVENTOR_SUMMARY_COLUMNS, toInventorSummary } from '../inventors/inventor.mapper';
import {
  ticketsWithAttachmentLike,
  ticketsWithAttachmentPhrase,
} from '../attachments/attachment.mapper';
import { ticketsWithAnswersMatching } from '../forms/forms.mapper';
import type { TicketRow } from './ticket.mapper';

/** The filters of the office tickets list (API.md Part 2), already parsed. */
export interface OfficeTicketFilter {
  status?: string;
  search?: string;
  /** An office user id, or 'none' for unassigned tickets. */
  assignee?: number | 'none';
  /** An affiliation id: tickets whose submitter belongs to it. */
  affiliation?: number;
  /** Only tickets pending since before this time (ISO). */
  pendingBefore?: string;
  /** `incomplete`: not every inventor confirmed; `complete`: every one did (migration 007). */
  confirmation?: 'incomplete' | 'complete';
  /** The committee review filter's condition on `tickets.id` (the reviews module writes it). */
  review?: RawBuilder<boolean>;
  /** Leaves out the tickets the caller declared a conflict of interest on (the reviews module writes it). */
  notConflicted?: RawBuilder<boolean>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A quoted FTS5 phrase: the text as is, matched as a substring by a trigram index. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * How a search is matched: `like` tests every title (cheaper when most titles match: a page
 * walks the ordering index and stops at its end, and collecting the matches from the index
 * would cost more than testing the rows); `index` looks the matching titles up in tickets_fts
 * (SQLite, texts of three characters or more: what a trigram index matches).
 */
export type TitleSearch = 'like' | 'index';

/** The two texts a title may contain: accents removed, or as typed (both lower case). */
function searchTexts(search: string) {
  const normalized = normalizeSearch(search);
  const lowered = search.trim().toLowerCase();
  const indexable = [...normalized].length >= 3 && [...lowered].length >= 3;
  const titles =
    normalized === lowered ? phrase(lowered) : `${phrase(normalized)} OR ${phrase(lowered)}`;
  return { normalized, lowered, indexable, titles };
}

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Chooses how to match the titles: through tickets_fts unless a third of the tickets or more
 * match (counted from the index, stopping at that third). The answer is the same either way.
 */
export async function titleSearchFor(db: Db, search: string | undefined): Promise<TitleSearch> {
  if (!search?.trim() || !isSqlite(db)) return 'like';
  const { indexable, titles } = searchTexts(search);
  if (!indexable) return 'like';
  const result = await sql<{ total: number | null; many: number }>`select
    (select max(id) from tickets) as total,
    (select count(*) from (select rowid from tickets_fts where tickets_fts match ${titles}
      limit (select max(id) / 3 from tickets))) as many`.execute(db);
  const row = result.rows[0];
  const third = Math.floor(Number(row?.total ?? 0) / 3);
  return Number(row?.many ?? 0) >= third ? 'like' : 'index';
}

/**
 * The title (with or without its accents), the name of one of the ticket's inventors (the
 * submitter is always one of them: one scan of the inventors, not two), the name of one of
 * its attachments (API.md Part 3; `search_text`, lower case without accents, migration 016) or
 * one of its questionnaire answers (migration 015).
 *
 * On SQLite with texts of three characters or more, the inventors' names come from
 * inventors_fts (migration 003: the normalised search_text), and with `titles: 'index'` the
 * titles from tickets_fts (migration 011: `lower(title)`, case-sensitively): a quoted phrase
 * matches exactly the rows the LIKE does. The matches then form one `id in (…)` list, which
 * drives the query (looked up by id, then sorted: few rows by construction).
 */
const matches = (search: string, sqlite: boolean, titles: TitleSearch) => {
  const texts = searchTexts(search);
  const pattern = containsPattern(search);
  const titlePattern = `%${escapeLike(texts.lowered)}%`;
  // The questionnaire's answers (migration 015): texts and chosen options' labels.
  const byAnswer = ticketsWithAnswersMatching(search, pattern, sqlite);
  if (sqlite && texts.indexable) {
    const byName = sql`select ti.ticket_id from ticket_inventors ti
      where ti.inventor_id in (
        select rowid from inventors_fts where inventors_fts match ${phrase(texts.normalized)})
      union ${ticketsWithAttachmentPhrase(phrase(texts.normalized))}`;
    if (titles === 'index')
      return sql<boolean>`tickets.id in (
        select rowid from tickets_fts where tickets_fts match ${texts.titles}
        union ${byName} union ${byAnswer})`;
    return sql<boolean>`(lower(tickets.title) like ${pattern} escape '\\'
      or lower(tickets.title) like ${titlePattern} escape '\\'
      or tickets.id in (${byName})
      or tickets.id in (${byAnswer}))`;
  }
  return sql<boolean>`(lower(tickets.title) like ${pattern} escape '\\'
    or lower(tickets.title) like ${titlePattern} escape '\\'
    or tickets.id in (
      select ti.ticket_id from ticket_inventors ti
      join inventors si on si.id = ti.inventor_id
      where si.search_text like ${pattern} escape '\\')
    or tickets.id in (${ticketsWithAttachmentLike(pattern)})
    or tickets.id in (${byAnswer}))`;
};

/**
 * Unchanged since `before`: its last status change, else its creation, is earlier. Written as
 * "created before, and no change since" (the same set, since a change never precedes the
 * ticket): a range on tickets_office_status_idx and the few tickets changed since, instead of
 * the latest change of every pending ticket (migration 008).
 */
const unchangedSince = (before: string) => sql<boolean>`(tickets.created_at < ${before}
  and tickets.id not in (select h.ticket_id from ticket_history h where h.created_at >= ${before}))`;

/**
 * Non-draft tickets matching the filter (drafts are invisible to the office). The confirmation
 * filter is written with a literal 0, as the partial index tickets_unconfirmed_idx is.
 */
export function filtered(db: Db, filter: OfficeTicketFilter, titles: TitleSearch = 'index') {
  const { status, search, assignee, affiliation, pendingBefore, confirmation, review } = filter;
  const { notConflicted } = filter;
  return db
    .selectFrom('tickets')
    .where('tickets.is_draft', '=', 0)
    .$if(status !== undefined, (q) => q.where('tickets.status', '=', status ?? ''))
    .$if(Boolean(search?.trim()), (q) => q.where(matches(search ?? '', isSqlite(db), titles)))
    .$if(assignee === 'none', (q) => q.where('tickets.assignee_id', 'is', null))
    .$if(typeof assignee === 'number', (q) =>
      q.where('tickets.assignee_id', '=', assignee as number),
    )
    .$if(affiliation !== undefined, (q) =>
      q.where('tickets.submitter_id', 'in', (eb) =>
        eb
          .selectFrom('inventors')
          .select('inventors.id')
          .where('inventors.affiliation_id', '=', affiliation ?? 0),
      ),
    )
    .$if(confirmation === 'incomplete', (q) => q.where(sql<boolean>`tickets.unconfirmed_count > 0`))
    .$if(confirmation === 'complete', (q) => q.where(sql<boolean>`tickets.unconfirmed_count = 0`))
    .$if(pendingBefore !== undefined, (q) =>
      q.where('tickets.status', '=', 'pending').where(unchangedSince(pendingBefore ?? '')),
    )
    .$if(review !== undefined, (q) => q.where(review ?? sql<boolean>`true`))
    .$if(notConflicted !== undefined, (q) => q.where(notConflicted ?? sql<boolean>`true`));
}

const ORDER_COLUMNS = {
  created_at: sql`tickets.created_at`,
  title: sql`lower(tickets.title)`,
  status: sql`tickets.status`,
  meeting_date: sql`tickets.meeting_date`,
} as const;

/** One page of the office's tickets and the total. `ordering`: a field, '-' for descending. */
export async function listOfficeTicketRows(
  db: Kysely<DB>,
  filter: OfficeTicketFilter,
  ordering: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: TicketRow[] }> {
  const titles = await titleSearchFor(db, filter.search);
  const total = await filtered(db, filter, titles)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const order = ordering ?? '-created_at';
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  const field = order.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  const column = ORDER_COLUMNS[field] ?? ORDER_COLUMNS.created_at;
  let query = filtered(db, filter, titles).selectAll('tickets');
  // Tickets without a meeting come last either way, on both databases.
  if (field === 'meeting_date')
    query = query.orderBy(sql`case when tickets.meeting_date is null then 1 else 0 end`);
  const rows = await query
    .orderBy(column, direction)
    .orderBy('tickets.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(total.n), rows };
}

/** Non-draft tickets per status (under the filter without its status), waiting and unassigned. */
export async function officeTicketCountRows(
  db: Kysely<DB>,
  filter: Omit<OfficeTicketFilter, 'status' | 'pendingBefore'>,
  pendingBefore: string,
): Promise<{ byStatus: Map<string, number>; waiting: number; unassigned: number }> {
  const titles = await titleSearchFor(db, filter.search);
  const grouped = await filtered(db, filter, titles)
    .select(['tickets.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('tickets.status')
    .execute();
  const waiting = await filtered(db, { ...filter, pendingBefore }, titles)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const unassigned = await filtered(db, filter, titles)
    .where('tickets.assignee_id', 'is', null)
    .where('tickets.status', 'in', OPEN_TICKET_STATUSES)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    byStatus: new Map(grouped.map((row) => [row.status, Number(row.n)])),
    waiting: Number(waiting.n),
    unassigned: Number(unassigned.n),
  };
}

/** A non-draft ticket by id (what the office may see). */
export async function findOfficeTicket(db: Db, id: number): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('id', '=', id)
    .where('is_draft', '=', 0)
    .executeTakeFirst();
}

/** Submitters as the office sees them: the inventor summary plus email, by id. */
export async function officeSubmitters(
  db: Db,
  ids: number[],
): Promise<Map<number, OfficeSubmitter>> {
  const unique = [...new Set(ids)];
  const map = new Map<number, OfficeSubmitter>();
  if (unique.length === 0) return map;
  const rows = await db
    .selectFrom('inventors')
    .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
    .select([...INVENTOR_SUMMARY_COLUMNS, 'inventors.email'])
    .where('inventors.id', 'in', unique)
    .execute();
  for (const row of rows) map.set(row.id, { ...toInventorSummary(row), email: row.email });
  return map;
}

export async function setTicketAssignee(
  db: Db,
  id: number,
  assigneeId: number | null,
): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ assignee_id: assigneeId, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Whether a submitted (non-draft) ticket holds this drawing: the office may see it. */
export async function officeDrawingVisible(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where('drawing', '=', key)
    .where('is_draft', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}
