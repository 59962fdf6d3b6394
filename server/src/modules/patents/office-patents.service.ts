import type { Kysely } from 'kysely';
import {
  HTTP_URL_MESSAGE,
  isHttpUrl,
  officePatentPayloadSchema,
  PATENT_DOCUMENT_MAX_BYTES,
  PATENT_LIMITS,
  type PatentDetail,
  type PatentDocumentKind,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { sniffPdf, uploadUrl, type UploadStore } from '@server/lib/uploads';
import { validate } from '@server/lib/validation';
import { nowIso } from '@server/lib/time';
import { toPatentDetail, type PatentRow } from './patent.mapper';
import {
  DOCUMENT_COLUMNS,
  patentSearchText,
  replacePatentInventors,
  replacePatentSchemas,
} from './patent.repository';
import { readOfficePatent, type OfficePatentRead } from './office-patent-read.repository';
import {
  insertPatentInventors,
  insertPatentReturning,
  insertPatentSchemas,
  inventorNamesByIds,
  updatePatentReturning,
} from './patent-write.repository';
import { isUniqueViolation } from '@server/lib/database-errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  SCHEMA_UPLOAD_KIND,
  setAsideUploadedSchemas,
  uploadedSchemaKey,
} from './patent-schema-urls';

/*
 * The office writes patents (API.md Part 2): create, edit, and upload their PDF documents.
 * The inventors' API only reads them. Every write is audited in its transaction.
 */

const DEPOSIT_TAKEN = 'A patent with this deposit number already exists.';
export const NOT_A_PDF = 'Upload a PDF file.';
export const DOCUMENT_TOO_LARGE = `The document must be at most ${PATENT_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`;

const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { [field]: [message] });

/** The patent as the office's writes read it (one statement) and in the detail shape; 404. */
export async function readPatentForOffice(
  db: Kysely<DB>,
  id: number,
): Promise<{ read: OfficePatentRead; detail: PatentDetail }> {
  const read = await readOfficePatent(db, id);
  if (!read) throw notFound();
  const schemas = read.schemas.map((schema) => schema.url);
  return { read, detail: toPatentDetail(read.row, schemas, read.inventorIds) };
}

/** The patent as the detail answers it (inventors as ids), whoever asks; 404 when missing. */
export async function getPatentForOffice(db: Kysely<DB>, id: number): Promise<PatentDetail> {
  return (await readPatentForOffice(db, id)).detail;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const TOO_MANY_SCHEMAS = `Max ${PATENT_LIMITS.schemas} schemas`;

const DOCUMENT_FIELDS = Object.values(DOCUMENT_COLUMNS);
type DocumentField = (typeof DOCUMENT_FIELDS)[number];
type DocumentChanges = Partial<Record<DocumentField, string | null>>;
const UPLOADED_DOCUMENT = '/api/files/documents/';

/**
 * The `*_document` URLs a write sends that differ from the patent's: an http(s) URL (a link
 * elsewhere) or null / '' (none); anything else (`javascript:`, `data:`, a path) is 400 on that
 * field. The current value may come back as it is (an uploaded document's own URL included):
 * documents are uploaded with `POST .../documents/`.
 */
function documentChanges(sent: object, current?: PatentDetail): DocumentChanges {
  const changes: DocumentChanges = {};
  for (const field of DOCUMENT_FIELDS) {
    if (!Object.prototype.hasOwnProperty.call(sent, field)) continue;
    const value: unknown = Reflect.get(sent, field);
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === (current?.[field] ?? null)) continue;
    if (text === null || text === '') changes[field] = null;
    else if (typeof text === 'string' && text.length <= PATENT_LIMITS.url && isHttpUrl(text))
      changes[field] = text;
    else throw fieldError(field, HTTP_URL_MESSAGE);
  }
  return changes;
}

/**
 * Saves the patent (a new one without `current`) and answers it as written: the row as the
 * write returns it, the inventors and schemas as saved. `attached` are the uploaded schema
 * images it already has: they may be sent back in `schemas` (relative URLs the payload schema
 * alone would refuse); any other URL must be http(s). The inventors' names are read under the
 * transaction (whether each exists, and the search text); the inventors and schemas are
 * rewritten only when they differ from `current`.
 */
async function save(
  db: Kysely<DB>,
  actor: Actor,
  input: unknown,
  current?: PatentDetail,
  attached: ReadonlySet<string> = new Set(),
  documents: DocumentChanges = {},
): Promise<PatentDetail> {
  const aside = setAsideUploadedSchemas(input, attached);
  const checked = validate(officePatentPayloadSchema, aside.input);
  const payload = { ...checked, schemas: aside.restore(checked.schemas) };
  if (payload.schemas.length > PATENT_LIMITS.schemas) throw fieldError('schemas', TOO_MANY_SCHEMAS);
  const inventors = [...new Set(payload.inventors)];
  try {
    return await db.transaction().execute(async (trx) => {
      const names = await inventorNamesByIds(trx, inventors);
      const unknown = inventors.filter((id) => !names.has(id));
      if (unknown.length)
        throw fieldError('inventors', `Unknown inventor id(s): ${unknown.join(', ')}`);
      const fields = {
        title: payload.title,
        deposit_number: payload.deposit_number,
        deposit_date: payload.deposit_date,
        research_report_result: payload.research_report_result,
        research_report_date: payload.research_report_date,
        delivery_date: payload.delivery_date,
        status: payload.status,
        trl_level: payload.TRL_level,
        crl_level: payload.CRL_level,
        abstract: payload.abstract,
        contract_type: payload.contract_type,
        sector: payload.sector,
        nature: payload.nature,
        affiliation: payload.affiliation,
        ...documents,
        search_text: patentSearchText([
          payload.title,
          ...inventors.flatMap((id) => {
            const name = names.get(id);
            return [name?.preferred_name ?? '', name?.full_name ?? ''];
          }),
        ]),
      };
      const row = current
        ? await updatePatentReturning(trx, current.id, fields)
        : await insertPatentReturning(trx, { ...fields, created_at: nowIso() });
      if (!row) throw notFound();
      if (!current) {
        await insertPatentInventors(trx, row.id, inventors);
        await insertPatentSchemas(trx, row.id, payload.schemas);
      } else {
        if (!sameList(current.inventors, inventors))
          await replacePatentInventors(trx, row.id, inventors);
        if (!sameList(current.schemas, payload.schemas))
          await replacePatentSchemas(trx, row.id, payload.schemas);
      }
      await recordAudit(
        trx,
        actor,
        current ? 'patent.update' : 'patent.create',
        { type: 'patent', id: row.id },
        `${current ? 'Updated' : 'Created'} patent '${payload.title}'`,
      );
      return toPatentDetail(row, payload.schemas, inventors);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('deposit_number', DEPOSIT_TAKEN);
    throw err;
  }
}

/** A new patent (detail shape). 400 per field. */
export async function createOfficePatent(
  db: Kysely<DB>,
  actor: Actor,
  body: unknown,
): Promise<PatentDetail> {
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return save(db, actor, body, undefined, new Set(), documentChanges(sent));
}

/**
 * Changes the fields sent; the others keep their value. `schemas`, when sent, replaces the
 * list: an uploaded image left out is removed with its file. 404 unknown, 400 per field.
 */
export async function updateOfficePatent(
  deps: { db: Kysely<DB>; uploads: UploadStore },
  actor: Actor,
  id: number,
  body: unknown,
): Promise<PatentDetail> {
  const { db, uploads } = deps;
  const current = await getPatentForOffice(db, id);
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const merged = { ...current, ...sent };
  const documents = documentChanges(sent, current);
  const uploaded = current.schemas.filter((url) => uploadedSchemaKey(url) !== null);
  const updated = await save(db, actor, merged, current, new Set(uploaded), documents);
  await removeDroppedImages(uploads, uploaded, updated.schemas);
  // An uploaded document replaced by a link (or none) leaves no file behind.
  for (const field of Object.keys(documents) as DocumentField[]) {
    const previous = current[field];
    if (previous?.startsWith(UPLOADED_DOCUMENT))
      await uploads.remove('documents', previous.slice(UPLOADED_DOCUMENT.length));
  }
  return updated;
}

/** Deletes the files of uploaded schema images the patent no longer lists. */
async function removeDroppedImages(
  uploads: UploadStore,
  before: string[],
  after: string[],
): Promise<void> {
  const kept = new Set(after);
  for (const url of before) {
    const key = uploadedSchemaKey(url);
    if (key && !kept.has(url)) await uploads.remove(SCHEMA_UPLOAD_KIND, key);
  }
}

/**
 * Stores a PDF (sniffed, at most 20 MB) as the patent's deposit, research report or delivery
 * document; the matching `*_document` becomes its `/api/files/documents/...` URL and the
 * file it replaces is removed.
 */
export async function uploadPatentDocument(
  deps: { db: Kysely<DB>; uploads: UploadStore },
  actor: Actor,
  id: number,
  kind: PatentDocumentKind,
  data: Buffer,
): Promise<PatentDetail> {
  const { db, uploads } = deps;
  const current = await getPatentForOffice(db, id);
  if (data.length > PATENT_DOCUMENT_MAX_BYTES) throw fieldError('file', DOCUMENT_TOO_LARGE);
  if (!(await sniffPdf(data))) throw fieldError('file', NOT_A_PDF);
  const key = await uploads.saveFile('documents', data, 'pdf');
  const url = uploadUrl('documents', key) ?? '';
  let row: PatentRow | undefined;
  try {
    row = await db.transaction().execute(async (trx) => {
      const written = await updatePatentReturning(trx, id, { [DOCUMENT_COLUMNS[kind]]: url });
      if (!written) throw notFound();
      await recordAudit(
        trx,
        actor,
        'patent.document',
        { type: 'patent', id },
        `Uploaded the ${kind.replace('_', ' ')} document of patent '${current.title}'`,
      );
      return written;
    });
  } catch (err) {
    await uploads.remove('documents', key);
    throw err;
  }
  const previous = current[DOCUMENT_COLUMNS[kind]];
  if (previous?.startsWith(UPLOADED_DOCUMENT))
    await uploads.remove('documents', previous.slice(UPLOADED_DOCUMENT.length));
  // The row as the update returned it; its inventors and schemas as read before.
  return toPatentDetail(row, current.schemas, current.inventors);
}
