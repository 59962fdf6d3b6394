import type { Kysely } from 'kysely';
import { LIMITS } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { affiliationIdsByName } from './affiliation.repository';
import { findImportedInventor, nameVariants } from './inventor.repository';
import { createInventor, updateInventor } from './inventors.service';
import { email, required, text } from '@server/lib/import/fields';
import { splitList, type TableRow } from '@server/lib/import/read-table';
import { emptyReport, RowError, type ImportReport } from '@server/lib/import/report';

interface InventorRecord {
  preferred_name: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  orcid: string | null;
  affiliation_id: number | null;
  variants: string[];
}

function parseRow(
  values: Record<string, string>,
  affiliations: Map<string, number>,
): InventorRecord {
  const fullName = text(values, 'full_name', LIMITS.profileName);
  const preferredName = text(values, 'preferred_name', LIMITS.profileName) ?? fullName;
  if (!preferredName) throw new RowError('preferred_name is required');
  const affiliationName = text(values, 'affiliation', 100);
  const affiliationId =
    affiliationName === null ? null : affiliations.get(affiliationName.toLowerCase());
  if (affiliationId === undefined) {
    throw new RowError(
      `Unknown affiliation '${affiliationName}' (known: ${[...affiliations.keys()].map((a) => a.toUpperCase()).join(', ')})`,
    );
  }
  const variants = splitList(values.name_variant ?? values.name_variants);
  const tooLong = variants.find((v) => v.length > LIMITS.nameVariant);
  if (tooLong)
    throw new RowError(`Name variant '${tooLong}' is longer than ${LIMITS.nameVariant} characters`);
  return {
    preferred_name: required(
      { preferred_name: preferredName },
      'preferred_name',
      LIMITS.profileName,
    ),
    full_name: fullName,
    email: email(values),
    phone: text(values, 'phone', LIMITS.phone) ?? text(values, 'phone_number', LIMITS.phone),
    orcid: text(values, 'orcid', LIMITS.orcid),
    affiliation_id: affiliationId,
    variants,
  };
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
    const existing = await findImportedInventor(db, record.email, record.preferred_name);
    const { variants, ...fields } = record;
    if (existing) {
      const currentVariants = await nameVariants(db, existing.id);
      const same =
        (Object.keys(fields) as Array<keyof typeof fields>).every(
          (k) => existing[k] === fields[k],
        ) && JSON.stringify(currentVariants) === JSON.stringify(variants);
      if (same) {
        report.unchanged += 1;
        continue;
      }
    }
    await db.transaction().execute(async (trx) => {
      if (existing) await updateInventor(trx, existing.id, fields, variants);
      else await createInventor(trx, { ...fields, name_variants: variants });
    });
    if (existing) report.updated += 1;
    else report.created += 1;
  }
  return report;
}
