import { sql, type RawBuilder } from 'kysely';
import type { OfficeInventor } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { pageQuery } from '@server/db/page-with-total';
import { containsPattern } from '@server/lib/search-text';
import {
  INVENTOR_CONTACT_COLUMNS,
  INVENTOR_SUMMARY_COLUMNS,
  toInventorSummary,
} from './inventor.mapper';
import {
  officeInventorRelated,
  type OfficeInventorRelated,
} from './office-inventor-related.repository';

/** An inventor as the office lists it, before its counts and name variants. */
export interface OfficeInventorRow {
  id: number;
  preferred_name: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  orcid: string | null;
  image: string | null;
  affiliation_name: string | null;
  user_id: number | null;
  user_active: number | null;
}

export function selectOfficeInventors(db: Db) {
  return db
    .selectFrom('inventors')
    .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
    .leftJoin('users', 'users.inventor_id', 'inventors.id')
    .select([
      ...INVENTOR_SUMMARY_COLUMNS,
      ...INVENTOR_CONTACT_COLUMNS,
      'users.id as user_id',
      'users.is_active as user_active',
    ]);
}

/** Names (accent- and case-insensitive, variants included) or the email. */
const matches = (search: string) => {
  const pattern = containsPattern(search);
  const emailPattern = `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(inventors.search_text like ${pattern} escape '\\'
    or lower(coalesce(inventors.email, '')) like ${emailPattern} escape '\\')`;
};

/** The office's inventors from their rows and what `officeInventorRelated` read for them. */
export function toOfficeInventors(
  rows: OfficeInventorRow[],
  related: OfficeInventorRelated,
): OfficeInventor[] {
  return rows.map((row) => ({
    ...toInventorSummary(row),
    email: row.email,
    phone: row.phone,
    orcid: row.orcid,
    name_variant: related.variants.get(row.id) ?? [],
    has_account: row.user_id !== null,
    is_active: row.user_active === null || row.user_active === 1,
    tickets_count: related.ticketCounts.get(row.id) ?? 0,
    patents_count: related.patentCounts.get(row.id) ?? 0,
  }));
}

/** One page of inventors, newest first, optionally matching `search`, and the total. */
export async function listOfficeInventorRows(
  db: Db,
  search: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: OfficeInventor[] }> {
  const text = search?.trim();
  const total = () =>
    db
      .selectFrom('inventors')
      .$if(Boolean(text), (q) => q.where(matches(text ?? '')))
      .select((eb) => eb.fn.countAll<number | string>().as('n'));
  // The page with the total in each row (page-with-total.ts), then its related rows: two queries.
  const rows = await pageQuery(
    selectOfficeInventors(db)
      .$if(Boolean(text), (q) => q.where(matches(text ?? '')))
      .orderBy('inventors.id', 'desc'),
    total(),
    page,
  ).execute();
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const count =
    rows.length > 0
      ? Number(rows[0].total_count)
      : page.offset > 0
        ? Number((await total().executeTakeFirstOrThrow()).n)
        : 0;
  const related = await officeInventorRelated(
    db,
    rows.map((r) => r.id),
  );
  return { count, results: toOfficeInventors(rows, related) };
}

/**
 * One inventor as the office sees it with their tickets (those `visible` to the caller) and
 * patents, newest first: two queries (the row, then everything related in one).
 */
export async function findOfficeInventorDetail(
  db: Db,
  id: number,
  visible: RawBuilder<boolean>,
): Promise<(OfficeInventor & Pick<OfficeInventorRelated, 'tickets' | 'patents'>) | undefined> {
  const row = await selectOfficeInventors(db).where('inventors.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const related = await officeInventorRelated(db, [id], visible);
  const [inventor] = toOfficeInventors([row], related);
  return { ...inventor, tickets: related.tickets, patents: related.patents };
}
