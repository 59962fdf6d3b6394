import { fromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { importPatents } from './import-patents';
import {
  ImportFileError,
  readTableData,
  TABLE_LIMITS,
  TABLE_UNREADABLE,
  type TableRow,
} from '@server/lib/import/read-table';
import type { ImportReport } from '@server/lib/import/report';
import { HttpError } from '@server/lib/http-error';
import { recordAudits, type Actor } from '../audit/audit.service';
import { patentStates, resolveTargets, rowTargets, type RowTarget } from './patent-import-snapshot';

/*
 * `POST /api/office/patents/import/`: the CLI's `import-patents` as an upload. The bytes decide
 * the format (an XLSX workbook, else UTF-8 text read as CSV), then the very same reader (a
 * worker thread with caps, lib/import/read-table.ts) and importer run and their report is
 * answered. Each patent created or changed is audited.
 */

export const IMPORT_MAX_BYTES = TABLE_LIMITS.maxBytes;
export const IMPORT_TOO_LARGE = `The document must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;
export const NOT_A_TABLE = 'Upload a CSV (UTF-8) or XLSX file.';

/** A workbook; some writers' zip layout is sniffed as a plain zip (the reader then decides). */
const WORKBOOK_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
]);

/** The import report as the API answers it (the CLI prints the same figures). */
export interface ImportAnswer {
  created: number;
  updated: number;
  unchanged: number;
  inventors_created: number;
  rejected: Array<{ line: number; reason: string }>;
}

const fileError = (message: string) => new HttpError(400, message, { file: [message] });

/** `xlsx` for a workbook, `csv` for UTF-8 text without control characters, else null. */
export async function sniffTable(data: Buffer): Promise<'csv' | 'xlsx' | null> {
  const type = await fromBuffer(data);
  if (type) return WORKBOOK_TYPES.has(type.mime) ? 'xlsx' : null;
  let textOf: string;
  try {
    textOf = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  // Tabs and line ends only: a NUL or other control byte means a binary file.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(textOf) ? null : 'csv';
}

/**
 * The rows of the upload, read by the CLI's own reader: in a worker thread, with its caps (5 MB,
 * 50 MB unpacked, 20,000 rows, a time limit), each refusal a 400 on `file`.
 */
async function readUpload(data: Buffer): Promise<TableRow[]> {
  if (data.length === 0) throw fileError(NOT_A_TABLE);
  if (data.length > IMPORT_MAX_BYTES) throw fileError(IMPORT_TOO_LARGE);
  const format = await sniffTable(data);
  if (!format) throw fileError(NOT_A_TABLE);
  try {
    return await readTableData(data, format);
  } catch (err) {
    if (err instanceof ImportFileError)
      throw fileError(err.message === TABLE_UNREADABLE ? NOT_A_TABLE : err.message);
    throw err;
  }
}

const answerOf = (report: ImportReport): ImportAnswer => ({
  created: report.created,
  updated: report.updated,
  unchanged: report.unchanged,
  inventors_created: report.inventorsCreated,
  rejected: report.rejected,
});

/** One audit entry per patent the import created or changed, naming the file's line. */
async function auditImport(
  db: Kysely<DB>,
  actor: Actor,
  targets: RowTarget[],
  before: Map<number, string>,
  rejectedLines: Set<number>,
): Promise<void> {
  const accepted = targets.filter((t) => !rejectedLines.has(t.line));
  const after = await resolveTargets(db, accepted);
  const states = await patentStates(db, [...after.values()]);
  const entries = new Map<number, { created: boolean; target: RowTarget }>();
  for (const target of accepted) {
    const id = after.get(target);
    if (id === undefined || entries.has(id)) continue;
    const existed = before.has(id);
    if (existed && before.get(id) === states.get(id)) continue;
    entries.set(id, { created: !existed, target });
  }
  await recordAudits(
    db,
    actor,
    [...entries].map(([id, { created, target }]) => ({
      action: created ? 'patent.create' : 'patent.update',
      target: { type: 'patent', id },
      summary: `${created ? 'Created' : 'Updated'} patent '${target.title}' by import (line ${target.line})`,
    })),
  );
}

/** Reads the upload, runs the importer, audits what it wrote and answers its report. */
export async function importPatentUpload(
  db: Kysely<DB>,
  actor: Actor,
  data: Buffer,
): Promise<ImportAnswer> {
  const rows = await readUpload(data);
  const targets = rowTargets(rows);
  const before = await patentStates(db, [...(await resolveTargets(db, targets)).values()]);
  const report = await importPatents(db, rows);
  await auditImport(db, actor, targets, before, new Set(report.rejected.map((r) => r.line)));
  return answerOf(report);
}
