import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@server/db/database';
import { normalizeSearch } from '@server/lib/search-text';
import { inventorNameIndex } from '../inventors/inventors.service';
import { patentInventorIds, patentSchemaUrls, patentSearchText } from './patent.repository';
import { findImportedPatents, type ImportedPatentRow } from './patent-import-lookup.repository';
import { createInventor } from '../inventors/inventors.service';
import { savePatent } from './patents.service';
import { httpUrl, isEmail, isoDate, level, required, text } from '@server/lib/import/fields';
import { splitList, type TableRow } from '@server/lib/import/read-table';
import { emptyReport, RowError, type ImportReport } from '@server/lib/import/report';

const STATUSES = ['pending', 'approved', 'refused'];

function parseRow(values: Record<string, string>) {
  const status = text(values, 'status', 30)?.toLowerCase() ?? null;
  if (status !== null && !STATUSES.includes(status))
    throw new RowError(`status must be pending, approved or refused, got '${status}'`);
  const fields = {
    title: required(values, 'title', 500),
    deposit_number: text(values, 'deposit_number', 100),
    deposit_document: httpUrl(text(values, 'deposit_document', 2000), 'deposit_document'),
    deposit_date: isoDate(values, 'deposit_date'),
    research_report_document: httpUrl(
      text(values, 'research_report_document', 2000),
      'research_report_document',
    ),
    research_report_result: text(values, 'research_report_result', 1000),
    research_report_date: isoDate(values, 'research_report_date'),
    delivery_document: httpUrl(text(values, 'delivery_document', 2000), 'delivery_document'),
    delivery_date: isoDate(values, 'delivery_date'),
    status,
    trl_level: level(values, 'trl_level', 'TRL_level'),
    crl_level: level(values, 'crl_level', 'CRL_level'),
    abstract: text(values, 'abstract', 10000),
    contract_type: text(values, 'contract_type', 200),
    sector: text(values, 'sector', 200),
    nature: text(values, 'nature', 200),
    affiliation: text(values, 'affiliation', 200),
  };
  const schemas = splitList(values.schemas).map((url) => httpUrl(url, 'schemas') as string);
  const inventors = splitList(values.inventors);
  return { fields, schemas, inventors };
}

/** Resolves inventor emails and names; unknown names become inventors without accounts. */
class InventorResolver {
  private byEmail = new Map<string, number>();
  private byName = new Map<string, number>();
  /** Each inventor's names (the patents' search text is made of them). */
  private namesById = new Map<number, Array<string | null>>();
  created = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async load(): Promise<void> {
    const { inventors: rows, variants } = await inventorNameIndex(this.db);
    // Lowest id wins when two inventors share a name (rows come highest first).
    for (const v of variants) this.byName.set(normalizeSearch(v.name), v.inventor_id);
    for (const r of rows) {
      this.namesById.set(r.id, [r.preferred_name, r.full_name]);
      if (r.email) this.byEmail.set(r.email.toLowerCase(), r.id);
      for (const name of [r.full_name, r.preferred_name])
        if (name) this.byName.set(normalizeSearch(name), r.id);
    }
  }

  /** Ids for the entries, or a RowError for an unknown email; names to create are returned apart. */
  resolve(entries: string[]): { ids: Array<number | string> } {
    const ids: Array<number | string> = [];
    for (const entry of entries) {
      if (isEmail(entry)) {
        const id = this.byEmail.get(entry.toLowerCase());
        if (id === undefined) throw new RowError(`Unknown inventor email '${entry}'`);
        ids.push(id);
      } else {
        if (entry.length > 150)
          throw new RowError(
            `Inventor name '${entry.slice(0, 20)}...' is longer than 150 characters`,
          );
        ids.push(this.byName.get(normalizeSearch(entry)) ?? entry);
      }
    }
    return { ids };
  }

  async create(trx: Transaction<DB>, name: string): Promise<number> {
    const known = this.byName.get(normalizeSearch(name));
    if (known !== undefined) return known;
    const id = await createInventor(trx, {
      preferred_name: name,
      full_name: name,
      email: null,
      phone: null,
      orcid: null,
      affiliation_id: null,
      name_variants: [],
    });
    this.byName.set(normalizeSearch(name), id);
    this.namesById.set(id, [name, name]);
    this.created += 1;
    return id;
  }

  /**
   * A patent's search text from its title and the names of its inventors (as read at the start
   * of the import, or created by it); undefined when one is not known (then it is read back).
   */
  searchText(title: string, inventorIds: number[]): string | undefined {
    const names: Array<string | null> = [];
    for (const id of new Set(inventorIds)) {
      const known = this.namesById.get(id);
      if (!known) return undefined;
      names.push(...known.map((name) => name ?? ''));
    }
    return patentSearchText([title, ...names]);
  }
}

/** Ids per statement when reading the links and schemas of the patents a file matches. */
const CHUNK = 500;

/** The inventor ids and schema URLs of the patents `ids`, in position order (batched). */
async function relatedOf(
  db: Kysely<DB>,
  ids: number[],
): Promise<Map<number, { links: number[]; schemas: string[] }>> {
  const related = new Map<number, { links: number[]; schemas: string[] }>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const [links, schemas] = await Promise.all([
      patentInventorIds(db, chunk),
      patentSchemaUrls(db, chunk),
    ]);
    for (const id of chunk)
      related.set(id, { links: links.get(id) ?? [], schemas: schemas.get(id) ?? [] });
  }
  return related;
}

type Parsed = ReturnType<typeof parseRow>;

/**
 * Creates or updates patents, matched on deposit_number (else on title among patents without
 * one). The patents the file means, their inventors and schemas are read for the whole file at
 * once (batched), then kept up to date as its rows are written, each row in its own transaction
 * (a rejected or failing row does not undo the others).
 */
export async function importPatents(db: Kysely<DB>, rows: TableRow[]): Promise<ImportReport> {
  const report = emptyReport();
  const resolver = new InventorResolver(db);
  await resolver.load();
  const parsedRows = rows.map((row): { line: number; parsed?: Parsed; error?: string } => {
    try {
      return { line: row.line, parsed: parseRow(row.values) };
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      return { line: row.line, error: err.message };
    }
  });
  const keyOf = (fields: Parsed['fields']) => ({
    depositNumber: fields.deposit_number,
    title: fields.title,
  });
  const patents = await findImportedPatents(
    db,
    parsedRows.flatMap((r) => (r.parsed ? [keyOf(r.parsed.fields)] : [])),
  );
  const found = parsedRows.flatMap((r) => {
    const patent = r.parsed && patents.find(keyOf(r.parsed.fields));
    return patent ? [patent.id] : [];
  });
  const related = await relatedOf(db, [...new Set(found)]);
  for (const { line, parsed, error } of parsedRows) {
    let wanted: Array<number | string>;
    try {
      if (!parsed) throw new RowError(error);
      wanted = resolver.resolve(parsed.inventors).ids;
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      report.rejected.push({ line, reason: err.message });
      continue;
    }
    const { fields, schemas } = parsed;
    const existing = patents.find(keyOf(fields));
    if (existing && wanted.every((w) => typeof w === 'number')) {
      const current = related.get(existing.id);
      const same =
        (Object.keys(fields) as Array<keyof typeof fields>).every(
          (k) => existing[k] === fields[k],
        ) &&
        JSON.stringify(current?.links) === JSON.stringify([...new Set(wanted)]) &&
        JSON.stringify(current?.schemas) === JSON.stringify(schemas);
      if (same) {
        report.unchanged += 1;
        continue;
      }
    }
    const written = await db.transaction().execute(async (trx) => {
      const inventorIds: number[] = [];
      for (const w of wanted)
        inventorIds.push(typeof w === 'number' ? w : await resolver.create(trx, w));
      const searchText = resolver.searchText(fields.title, inventorIds);
      const id = await savePatent(trx, { fields, inventorIds, schemas }, existing?.id, searchText);
      return { id, inventorIds, searchText };
    });
    // What the rows after this one find: the patent as just written.
    const row: ImportedPatentRow = {
      ...fields,
      id: written.id,
      search_text: written.searchText ?? existing?.search_text ?? '',
      created_at: existing?.created_at ?? '',
    };
    patents.set(row);
    related.set(written.id, { links: [...new Set(written.inventorIds)], schemas });
    if (existing) report.updated += 1;
    else report.created += 1;
  }
  report.inventorsCreated = resolver.created;
  return report;
}
