import { sql, type RawBuilder } from 'kysely';
import { OFFICE_SEARCH_LIMIT, type OfficeSubmitter } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { isSqlite } from '@server/db/dialect-of';
import { PLANNED_EACH_TIME } from '@server/db/pg-prepared-statements';
import { containsPattern, normalizeSearch } from '@server/lib/search-text';
import { INVENTOR_SUMMARY_COLUMNS, toInventorSummary } from '../inventors/inventor.mapper';
import {
  ticketsWithAttachmentLike,
  ticketsWithAttachmentPhrase,
} from '../attachments/attachment.mapper';
import { ticketsWithAnswersMatching } from '../forms/forms.mapper';

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
  /**
   * The ids of the tickets the caller declared a conflict of interest on, as a subquery (the
   * reviews module writes it): those tickets are left out.
   */
  conflicted?: RawBuilder<number>;
  /**
   * PostgreSQL, a narrow search: the ids of the tickets it matches, read first
   * (`withMatchesRead`); the search is then `tickets.id = any(…)`.
   */
  matched?: number[];
}

/**
 * Marks the statement PostgreSQL must plan with the pattern at hand, never with a generic plan
 * (made without the values, after five executions of a prepared statement), which cannot tell
 * a broad pattern from a narrow one: the choice between the two ways of matching (a broad
 * pattern walks the table and stops at 1,001 matches, a narrow one reads the trigram index).
 * The `like` way's generic plan walks the ordering index, which suits the broad searches it
 * serves; the `index` way reads its ids first (`withMatchesRead`).
 */
const planEachTime = sql.raw(PLANNED_EACH_TIME);

/** A quoted FTS5 phrase: the text as is, matched as a substring by a trigram index. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * How a search is matched (the answer is the same either way; docs/search.md):
 * - `like`: each ticket the other filters leave is tested, its title's search text read from
 *   the ordering index (migration 020: `search_text` is its last column): cheaper when most
 *   tickets match (a page walks the ordering index and stops at its end; the count reads the
 *   index alone), and the only way for texts under three characters (what no trigram index
 *   holds).
 * - `index`: the matching tickets are looked up in the trigram indexes (SQLite FTS5, PostgreSQL
 *   pg_trgm GIN), then read by id: cheaper when few match.
 */
export type TitleSearch = 'like' | 'index';

/** The search as every source stores its text: lower case, accents stripped (normalizeSearch). */
function searchTexts(search: string) {
  const normalized = normalizeSearch(search);
  return { normalized, pattern: containsPattern(search), indexable: [...normalized].length >= 3 };
}

/** How long a search's way of matching is kept, and for how many searches per database. */
const CHOSEN_FOR_MS = 60_000;
const CHOSEN_MAX = 256;

/**
 * The ways of matching chosen lately, per database and normalised search. A choice changes
 * only the plan, never the answer (both ways find the same tickets), so one made a minute ago
 * is as right as a new one unless the tickets changed a lot; it saves a statement per search.
 */
const chosen = new WeakMap<object, Map<string, { mode: TitleSearch; at: number }>>();

function rememberedChoice(db: Db, normalized: string, now: number): TitleSearch | undefined {
  const choice = chosen.get(db)?.get(normalized);
  return choice && now - choice.at < CHOSEN_FOR_MS ? choice.mode : undefined;
}

function rememberChoice(db: Db, normalized: string, mode: TitleSearch, at: number): void {
  const choices = chosen.get(db) ?? new Map<string, { mode: TitleSearch; at: number }>();
  chosen.set(db, choices);
  choices.delete(normalized);
  choices.set(normalized, { mode, at });
  // Oldest first (insertion order): forget beyond CHOSEN_MAX.
  for (const key of choices.keys()) {
    if (choices.size <= CHOSEN_MAX) break;
    choices.delete(key);
  }
}

/**
 * Chooses how to match: through the indexes unless many tickets have a matching title (a third
 * of them, or more than a search lists: OFFICE_SEARCH_LIMIT), counted from the trigram index and
 * stopping there. Walking the ordering index finds a page of dense matches at once, and a
 * capped count stops after OFFICE_SEARCH_LIMIT of them; the indexes would gather every match.
 * The choice is kept for a minute (`rememberedChoice`).
 */
export async function titleSearchFor(db: Db, search: string | undefined): Promise<TitleSearch> {
  if (!search?.trim()) return 'like';
  const { normalized, pattern, indexable } = searchTexts(search);
  if (!indexable) return 'like';
  const now = Date.now();
  const remembered = rememberedChoice(db, normalized, now);
  if (remembered) return remembered;
  const many = sql`(select case when max(id) / 3 < ${OFFICE_SEARCH_LIMIT + 1}
    then max(id) / 3 else ${OFFICE_SEARCH_LIMIT + 1} end from tickets)`;
  const titles = isSqlite(db)
    ? sql`select rowid from tickets_fts where tickets_fts match ${phrase(normalized)} limit ${many}`
    : sql`select id from tickets where search_text like ${pattern} escape '\\' limit ${many}`;
  const result = await sql<{ threshold: number | string | null; found: number | string }>`select
    ${planEachTime} ${many} as threshold,
    (select count(*) from (${titles}) as t) as found`.execute(db);
  const row = result.rows[0];
  const mode = Number(row?.found ?? 0) >= Number(row?.threshold ?? 0) ? 'like' : 'index';
  rememberChoice(db, normalized, mode, now);
  return mode;
}

/** The ids the other texts match: inventors' names, attachments' names, answers. */
function otherMatches(search: string, sqlite: boolean) {
  const { normalized, pattern, indexable } = searchTexts(search);
  const byAnswer = ticketsWithAnswersMatching(search, pattern, sqlite);
  const fts = sqlite && indexable;
  const byName = fts
    ? sql`select ti.ticket_id from ticket_inventors ti where ti.inventor_id in (
        select rowid from inventors_fts where inventors_fts match ${phrase(normalized)})`
    : sql`select ti.ticket_id from ticket_inventors ti where ti.inventor_id in (
        select si.id from inventors si where si.search_text like ${pattern} escape '\\')`;
  const byAttachment = fts
    ? ticketsWithAttachmentPhrase(phrase(normalized))
    : ticketsWithAttachmentLike(pattern);
  return { byName, byAttachment, byAnswer };
}

/** The `index` way: the ids of every matching ticket, from the trigram indexes (a union). */
function indexedMatches(search: string, sqlite: boolean) {
  const { normalized, pattern } = searchTexts(search);
  const { byName, byAttachment, byAnswer } = otherMatches(search, sqlite);
  const byTitle = sqlite
    ? sql`select rowid from tickets_fts where tickets_fts match ${phrase(normalized)}`
    : sql`select t.id from tickets t where t.search_text like ${pattern} escape '\\'`;
  return sql<{ id: number }>`${byTitle} union ${byName} union ${byAttachment} union ${byAnswer}`;
}

/**
 * The tickets whose title, one of whose inventors' names (the submitter is always one of them),
 * attachments' names (migration 016) or questionnaire answers (migration 015) contain the
 * search, every text compared lower case without accents (`search_text` of each table).
 *
 * Texts of three characters or more are looked up in the trigram indexes: on SQLite the FTS5
 * tables (a quoted phrase matches exactly the rows a LIKE does: every FTS table holds the
 * normalised text), on PostgreSQL the pg_trgm GIN indexes serve the LIKE itself. Shorter texts
 * are compared with LIKE (what a trigram index cannot serve), on both databases.
 */
const matches = (search: string, sqlite: boolean, mode: TitleSearch) => {
  const { pattern, indexable } = searchTexts(search);
  if (mode === 'index' && indexable)
    return sql<boolean>`tickets.id in (${indexedMatches(search, sqlite)})`;
  const { byName, byAttachment, byAnswer } = otherMatches(search, sqlite);
  return sql<boolean>`(tickets.search_text like ${pattern} escape '\\'
    or tickets.id in (${byName})
    or tickets.id in (${byAttachment})
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
 * SQLite: whether the few matches of a search found in the indexes drive the query (read by
 * id); then `+` keeps the planner from walking the whole is_draft index and testing each id
 * against the list instead.
 */
export const searchDrivesById = (db: Db, filter: OfficeTicketFilter, titles: TitleSearch) =>
  isSqlite(db) &&
  Boolean(filter.search?.trim()) &&
  titles === 'index' &&
  searchTexts(filter.search ?? '').indexable;

/**
 * Non-draft tickets matching the filter (drafts are invisible to the office). The confirmation
 * filter is written with a literal 0, as the partial index tickets_unconfirmed_idx is.
 */
export function filtered(db: Db, filter: OfficeTicketFilter, titles: TitleSearch = 'index') {
  const { status, search, assignee, affiliation, pendingBefore, confirmation, review } = filter;
  const { conflicted, matched } = filter;
  const sqlite = isSqlite(db);
  const searched = Boolean(search?.trim());
  const byIds = searchDrivesById(db, filter, titles);
  return db
    .selectFrom('tickets')
    .$if(!byIds, (q) => q.where('tickets.is_draft', '=', 0))
    .$if(byIds, (q) => q.where(sql<boolean>`+tickets.is_draft = 0`))
    .$if(status !== undefined, (q) => q.where('tickets.status', '=', status ?? ''))
    .$if(searched && matched === undefined, (q) => q.where(matches(search ?? '', sqlite, titles)))
    .$if(matched !== undefined, (q) => q.where(sql<boolean>`tickets.id = any(${matched})`))
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
    .$if(conflicted !== undefined, (q) => q.where(sql<boolean>`tickets.id not in (${conflicted})`));
}

export type Filtered = ReturnType<typeof filtered>;

/**
 * PostgreSQL, a narrow search (the `index` way): the filter with the ids of the tickets the
 * search matches, read first in one statement from the trigram indexes. The count and the page
 * then test `tickets.id = any(…)`, whose prepared (generic) plan reads those tickets by id
 * whatever the pattern; with the search in them, their generic plan hash-joined the few matches
 * with every ticket of the ordering index (58 ms on 50,000 tickets, 0.3 ms planned with the
 * pattern, 0.1 ms by id). Other filters and databases are returned as they are.
 */
async function withMatchesRead<F extends OfficeTicketFilter>(
  db: Db,
  filter: F,
  titles: TitleSearch,
): Promise<F> {
  const { search } = filter;
  if (isSqlite(db) || titles !== 'index' || !search?.trim() || !searchTexts(search).indexable)
    return filter;
  const { rows } = await sql<{
    id: number;
  }>`select m.id from (${indexedMatches(search, false)}) as m`.execute(db);
  return { ...filter, matched: rows.map((row) => Number(row.id)) };
}

/** How a filter's search runs: the way of matching, and the filter to run it with. */
export async function planSearch<F extends OfficeTicketFilter>(
  db: Db,
  searched: F,
): Promise<{ titles: TitleSearch; filter: F }> {
  const titles = await titleSearchFor(db, searched.search);
  return { titles, filter: await withMatchesRead(db, searched, titles) };
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
