import type { Selectable } from 'kysely';
import type { Db, PatentTable } from '@server/db/database';

/*
 * The patents an import's rows mean, looked up for the whole file at once (a few batched
 * statements) instead of one query per row: the same match as `findImportedPatent`, the same
 * deposit number, else the same title among patents without one, the first by id.
 */

export type ImportedPatentRow = Selectable<PatentTable>;

/** What an import row is matched on. */
export interface ImportKey {
  depositNumber: string | null;
  title: string;
}

/** Keys per statement: well under both databases' limit of bound values. */
const CHUNK = 500;

/** The patents matched by deposit number and, among those without one, by title. */
export class ImportedPatents {
  constructor(
    private readonly byDeposit = new Map<string, ImportedPatentRow>(),
    private readonly byTitle = new Map<string, ImportedPatentRow>(),
  ) {}

  /** The patent the key means, as `findImportedPatent` would answer. */
  find(key: ImportKey): ImportedPatentRow | undefined {
    return key.depositNumber !== null
      ? this.byDeposit.get(key.depositNumber)
      : this.byTitle.get(key.title);
  }

  /** Records a row as found (the lowest id wins, as the ordered lookup gives it). */
  add(row: ImportedPatentRow): void {
    if (row.deposit_number !== null) {
      if (!this.byDeposit.has(row.deposit_number)) this.byDeposit.set(row.deposit_number, row);
    } else if (!this.byTitle.has(row.title)) this.byTitle.set(row.title, row);
  }

  /** Records a patent the import has just written, for the rows after it. */
  set(row: ImportedPatentRow): void {
    if (row.deposit_number !== null) this.byDeposit.set(row.deposit_number, row);
    else this.byTitle.set(row.title, row);
  }
}

/** The patents the keys mean, in statements of at most CHUNK keys each. */
export async function findImportedPatents(db: Db, keys: ImportKey[]): Promise<ImportedPatents> {
  const deposits = [
    ...new Set(keys.flatMap((k) => (k.depositNumber !== null ? [k.depositNumber] : []))),
  ];
  const titles = [...new Set(keys.flatMap((k) => (k.depositNumber === null ? [k.title] : [])))];
  const found = new ImportedPatents();
  for (let start = 0; start < Math.max(deposits.length, titles.length); start += CHUNK) {
    const someDeposits = deposits.slice(start, start + CHUNK);
    const someTitles = titles.slice(start, start + CHUNK);
    const rows = await db
      .selectFrom('patents')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(someDeposits.length ? [eb('deposit_number', 'in', someDeposits)] : []),
          ...(someTitles.length
            ? [eb.and([eb('deposit_number', 'is', null), eb('title', 'in', someTitles)])]
            : []),
        ]),
      )
      .orderBy('id')
      .execute();
    for (const row of rows) found.add(row);
  }
  return found;
}
