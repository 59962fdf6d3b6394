import type { Kysely } from 'kysely';
import { LIMITS } from '@inventor-portal/shared/schemas';
import type { DB } from '../db/database';
import { nowIso } from '../lib/time';
import { affiliationIdsByName } from '../repositories/affiliation.repository';
import { refreshInventorSearchText } from '../repositories/inventor.repository';
import { email, required, text } from './fields';
import { splitList, type TableRow } from './read-table';
import { emptyReport, RowError, type ImportReport } from './report';

interface InventorRecord {
  preferred_name: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  orcid: string | null;
  affiliation_id: number | null;
  variants: string[];
}

function parseRow(values: Record<string, string>, affiliations: Map<string, number>): InventorRecord {
  const fullName = text(values, 'full_name', LIMITS.profileName);
  const preferredName = text(values, 'preferred_name', LIMITS.profileName) ?? fullName;
  if (!preferredName) throw new RowError('preferred_name is required');
  const affiliationName = text(values, 'affiliation', 100);
  const affiliationId = affiliationName === null ? null : affiliations.get(affiliationName.toLowerCase());
  if (affiliationId === undefined) {
    throw new RowError(`Unknown affiliation '${affiliationName}' (known: ${[...affiliations.keys()].map((a) => a.toUpperCase()).join(', ')})`);
  }
  const variants = splitList(values.name_variant ?? values.name_variants);
  const tooLong = variants.find((v) => v.length > LIMITS.nameVariant);
  if (tooLong) throw new RowError(`Name variant '${tooLong}' is longer than ${LIMITS.nameVariant} characters`);
  return {
    preferred_name: required({ preferred_name: preferredName }, 'preferred_name', LIMITS.profileName),
    full_name: fullName,
    email: email(values),
    phone: text(values, 'phone', LIMITS.phone) ?? text(values, 'phone_number', LIMITS.phone),
    orcid: text(values, 'orcid', LIMITS.orcid),
    affiliation_id: affiliationId,
    variants,
  };
}

async function findExisting(db: Kysely<DB>, record: InventorRecord) {
  let query = db.selectFrom('inventors').select(['id', 'preferred_name', 'full_name', 'email', 'phone', 'orcid', 'affiliation_id']);
  query = record.email
    ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', record.email))
    : query.where('email', 'is', null).where('preferred_name', '=', record.preferred_name);
  return query.orderBy('id').executeTakeFirst();
}

/** Creates or updates inventors, matched on email (else on preferred name among inventors without one). */
export async function importInventors(db: Kysely<DB>, rows: TableRow[]): Promise<ImportReport> {
  const report = emptyReport();
  const affiliations = await affiliationIdsByName(db);
  for (const row of rows) {
    let record: InventorRecord;
    try {
      record = parseRow(row.values, affiliations);
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      report.rejected.push({ line: row.line, reason: err.message });
      continue;
    }
    const existing = await findExisting(db, record);
    const { variants, ...fields } = record;
    if (existing) {
      const currentVariants = (
        await db.selectFrom('inventor_name_variants').select('name').where('inventor_id', '=', existing.id).orderBy('position').orderBy('id').execute()
      ).map((v) => v.name);
      const same =
        (Object.keys(fields) as Array<keyof typeof fields>).every((k) => existing[k] === fields[k]) &&
        JSON.stringify(currentVariants) === JSON.stringify(variants);
      if (same) {
        report.unchanged += 1;
        continue;
      }
    }
    await db.transaction().execute(async (trx) => {
      let id = existing?.id;
      if (id === undefined) {
        id = (await trx.insertInto('inventors').values({ ...fields, search_text: '', created_at: nowIso() }).returning('id').executeTakeFirstOrThrow()).id;
      } else {
        await trx.updateTable('inventors').set(fields).where('id', '=', id).execute();
        await trx.deleteFrom('inventor_name_variants').where('inventor_id', '=', id).execute();
      }
      if (variants.length) {
        await trx
          .insertInto('inventor_name_variants')
          .values(variants.map((name, position) => ({ inventor_id: id, name, position })))
          .execute();
      }
      await refreshInventorSearchText(trx, id);
    });
    if (existing) report.updated += 1;
    else report.created += 1;
  }
  return report;
}
