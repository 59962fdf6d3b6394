import { sql } from 'kysely';
import type { OfficeInventor } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { containsPattern } from '@server/lib/search-text';
import {
  INVENTOR_CONTACT_COLUMNS,
  INVENTOR_SUMMARY_COLUMNS,
  toInventorSummary,
} from './inventor.mapper';

/** An inventor as the office lists it, before its counts and name variants. */
interface OfficeInventorRow {
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

function selectOfficeInventors(db: Db) {
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

/** Non-draft tickets (submitted or named on) and patents of each inventor, by id. */
async function countsOf(
  db: Db,
  ids: number[],
): Promise<Map<number, { tickets: number; patents: number }>> {
  const counts = new Map<number, { tickets: number; patents: number }>();
  if (ids.length === 0) return counts;
  for (const id of ids) counts.set(id, { tickets: 0, patents: 0 });
  const named = db
    .selectFrom('ticket_inventors')
    .innerJoin('tickets', 'tickets.id', 'ticket_inventors.ticket_id')
    .select(['ticket_inventors.inventor_id as inventor_id', 'tickets.id as ticket_id'])
    .where('tickets.is_draft', '=', 0)
    .where('ticket_inventors.inventor_id', 'in', ids);
  const submitted = db
    .selectFrom('tickets')
    .select(['tickets.submitter_id as inventor_id', 'tickets.id as ticket_id'])
    .where('tickets.is_draft', '=', 0)
    .where('tickets.submitter_id', 'in', ids);
  const tickets = await db
    .selectFrom(named.union(submitted).as('links'))
    .select(['links.inventor_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('links.inventor_id')
    .execute();
  for (const row of tickets) {
    const entry = counts.get(row.inventor_id);
    if (entry) entry.tickets = Number(row.n);
  }
  const patents = await db
    .selectFrom('patent_inventors')
    .select(['inventor_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('inventor_id', 'in', ids)
    .groupBy('inventor_id')
    .execute();
  for (const row of patents) {
    const entry = counts.get(row.inventor_id);
    if (entry) entry.patents = Number(row.n);
  }
  return counts;
}

async function variantsOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('inventor_name_variants')
    .select(['inventor_id', 'name'])
    .where('inventor_id', 'in', ids)
    .orderBy('inventor_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows)
    (map.get(row.inventor_id) ?? map.set(row.inventor_id, []).get(row.inventor_id))?.push(row.name);
  return map;
}

async function toOfficeInventors(db: Db, rows: OfficeInventorRow[]): Promise<OfficeInventor[]> {
  const ids = rows.map((r) => r.id);
  const [counts, variants] = await Promise.all([countsOf(db, ids), variantsOf(db, ids)]);
  return rows.map((row) => ({
    ...toInventorSummary(row),
    email: row.email,
    phone: row.phone,
    orcid: row.orcid,
    name_variant: variants.get(row.id) ?? [],
    has_account: row.user_id !== null,
    is_active: row.user_active === null || row.user_active === 1,
    tickets_count: counts.get(row.id)?.tickets ?? 0,
    patents_count: counts.get(row.id)?.patents ?? 0,
  }));
}

/** One page of inventors, newest first, optionally matching `search`, and the total. */
export async function listOfficeInventorRows(
  db: Db,
  search: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: OfficeInventor[] }> {
  const text = search?.trim();
  const total = await db
    .selectFrom('inventors')
    .$if(Boolean(text), (q) => q.where(matches(text ?? '')))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectOfficeInventors(db)
    .$if(Boolean(text), (q) => q.where(matches(text ?? '')))
    .orderBy('inventors.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(total.n), results: await toOfficeInventors(db, rows) };
}

/** One inventor as the office sees it; undefined for an unknown id. */
export async function findOfficeInventor(db: Db, id: number): Promise<OfficeInventor | undefined> {
  const row = await selectOfficeInventors(db).where('inventors.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [inventor] = await toOfficeInventors(db, [row]);
  return inventor;
}
