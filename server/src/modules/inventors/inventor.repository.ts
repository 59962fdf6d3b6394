import { sql, type Insertable } from 'kysely';
import type { Db, InventorTable } from '@server/db/database';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { normalizeSearch } from '@server/lib/search-text';
import { selectInventorRows, type InventorCounts, type InventorRow } from './inventor.mapper';

/** The search_text value for these names: normalised, joined with ' | '. */
export function buildSearchText(names: Array<string | null | undefined>): string {
  return names
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
    .map(normalizeSearch)
    .join(' | ');
}

/** Recomputes inventors.search_text from preferred_name, full_name and every name variant. */
export async function refreshInventorSearchText(db: Db, inventorId: number): Promise<void> {
  const inventor = await db
    .selectFrom('inventors')
    .select(['preferred_name', 'full_name'])
    .where('id', '=', inventorId)
    .executeTakeFirst();
  if (!inventor) return;
  const variants = await db
    .selectFrom('inventor_name_variants')
    .select('name')
    .where('inventor_id', '=', inventorId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const searchText = buildSearchText([
    inventor.preferred_name,
    inventor.full_name,
    ...variants.map((v) => v.name),
  ]);
  await db
    .updateTable('inventors')
    .set({ search_text: searchText })
    .where('id', '=', inventorId)
    .execute();
}

/** The inventor's name variants in their saved order. */
export async function nameVariants(db: Db, inventorId: number): Promise<string[]> {
  // Compiled once per handle: `me` reads it on every page load.
  const query = precompiledFor(
    db,
    'inventors.name-variants',
    (id: number) =>
      db
        .selectFrom('inventor_name_variants')
        .select('name')
        .where('inventor_id', '=', id)
        .orderBy('position')
        .orderBy('id'),
    idPlaceholders(1) as [number],
  );
  const { rows } = await db.executeQuery(query(inventorId));
  return rows.map((r) => r.name);
}

/** Replaces all name variants (call inside the caller's transaction, then refresh search_text). */
export async function replaceNameVariants(
  db: Db,
  inventorId: number,
  names: string[],
): Promise<void> {
  await db.deleteFrom('inventor_name_variants').where('inventor_id', '=', inventorId).execute();
  await insertNameVariants(db, inventorId, names);
}

/** Adds name variants in this order (a new inventor's: it has none yet). */
export async function insertNameVariants(
  db: Db,
  inventorId: number,
  names: string[],
): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('inventor_name_variants')
    .values(names.map((name, position) => ({ inventor_id: inventorId, name, position })))
    .execute();
}

/**
 * patents, tickets (submitted or co-invented, distinct) and distinct co-inventors: three
 * counts as scalar subqueries of one statement (one round trip, one plan).
 */
function countsQuery(db: Db, inventorId: number) {
  const patents = db
    .selectFrom('patent_inventors')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('inventor_id', '=', inventorId);
  // Named on it or submitted it: a union of two index lookups, not a test of every ticket.
  const tickets = db
    .selectFrom(
      db
        .selectFrom('ticket_inventors')
        .select('ticket_inventors.ticket_id')
        .where('ticket_inventors.inventor_id', '=', inventorId)
        .union(
          db
            .selectFrom('tickets')
            .select('tickets.id as ticket_id')
            .where('tickets.submitter_id', '=', inventorId),
        )
        .as('visible'),
    )
    .select((eb) => eb.fn.countAll().as('n'));
  const coInventors = db
    .selectFrom('patent_inventors as mine')
    .innerJoin('patent_inventors as other', 'other.patent_id', 'mine.patent_id')
    .select((eb) => eb.fn.count('other.inventor_id').distinct().as('n'))
    .where('mine.inventor_id', '=', inventorId)
    .where('other.inventor_id', '!=', inventorId);
  return db.selectNoFrom([
    patents.as('patents_count'),
    tickets.as('tickets_count'),
    coInventors.as('co_inventors_count'),
  ]);
}

export async function inventorCounts(db: Db, inventorId: number): Promise<InventorCounts> {
  // Compiled once per handle (`me` runs it on every page load); the id fills every slot.
  const query = precompiledFor(
    db,
    'inventors.counts',
    (id: number) => countsQuery(db, id),
    idPlaceholders(1) as [number],
  );
  const [row] = (await db.executeQuery(query(inventorId))).rows;
  if (!row) throw new Error('inventorCounts: the count query returned no row');
  return {
    patents_count: Number(row.patents_count),
    tickets_count: Number(row.tickets_count),
    co_inventors_count: Number(row.co_inventors_count),
  };
}

export async function findInventorRow(
  db: Db,
  inventorId: number,
): Promise<InventorRow | undefined> {
  return selectInventorRows(db).where('inventors.id', '=', inventorId).executeTakeFirst();
}

/** An affiliation by name (case-insensitive), or by id when the value is all digits. */
export async function findAffiliation(
  db: Db,
  value: string,
): Promise<{ id: number; name: string } | undefined> {
  const trimmed = value.trim();
  if (/^[0-9]{1,9}$/.test(trimmed)) {
    const byId = await db
      .selectFrom('affiliations')
      .select(['id', 'name'])
      .where('id', '=', Number(trimmed))
      .executeTakeFirst();
    if (byId) return byId;
  }
  return db
    .selectFrom('affiliations')
    .select(['id', 'name'])
    .where(sql<boolean>`lower(name) = ${trimmed.toLowerCase()}`)
    .orderBy('id')
    .executeTakeFirst();
}

/** An inventor row as written: the search text is derived by the caller (inventors.service.ts). */
export type InventorInsert = Omit<Insertable<InventorTable>, 'id'>;

export async function insertInventor(db: Db, values: InventorInsert): Promise<number> {
  const row = await db
    .insertInto('inventors')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type InventorUpdate = Partial<{
  preferred_name: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  orcid: string | null;
  affiliation_id: number | null;
  image: string | null;
}>;

/** Changes an inventor's fields, and its search text with them when given. */
export async function updateInventor(
  db: Db,
  inventorId: number,
  values: InventorUpdate,
  searchText?: string,
): Promise<void> {
  const set = searchText === undefined ? values : { ...values, search_text: searchText };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('inventors').set(set).where('id', '=', inventorId).execute();
}

/** The fields an inventor is named by in messages; undefined for an unknown id. */
export async function findInventorNames(
  db: Db,
  inventorId: number,
): Promise<
  { preferred_name: string | null; full_name: string | null; email: string | null } | undefined
> {
  return db
    .selectFrom('inventors')
    .select(['preferred_name', 'full_name', 'email'])
    .where('id', '=', inventorId)
    .executeTakeFirst();
}

/** The oldest inventor record with this email (case-insensitive), or undefined. */
export async function findInventorIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('inventors')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** The fields an import compares, by email (case-insensitive), else by name among inventors without one. */
export async function findImportedInventor(db: Db, email: string | null, preferredName: string) {
  const query = db
    .selectFrom('inventors')
    .select(['id', 'preferred_name', 'full_name', 'email', 'phone', 'orcid', 'affiliation_id']);
  return (
    email
      ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      : query.where('email', 'is', null).where('preferred_name', '=', preferredName)
  )
    .orderBy('id')
    .executeTakeFirst();
}

/** Every inventor's id, email and names, and every name variant, highest id first (import matching). */
export async function inventorNameIndex(db: Db) {
  const [inventors, variants] = await Promise.all([
    db
      .selectFrom('inventors')
      .select(['id', 'email', 'preferred_name', 'full_name'])
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('inventor_name_variants')
      .select(['inventor_id', 'name'])
      .orderBy('inventor_id', 'desc')
      .execute(),
  ]);
  return { inventors, variants };
}
