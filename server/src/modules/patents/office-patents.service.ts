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
import { existingInventorIds } from '../inventors/inventors.service';
import { toPatentDetail } from './patent.mapper';
import {
  DOCUMENT_COLUMNS,
  findPatentRow,
  patentInventorIds,
  patentSchemaUrls,
  setPatentDocument,
} from './patent.repository';
import { isUniqueViolation } from '@server/lib/database-errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  SCHEMA_UPLOAD_KIND,
  setAsideUploadedSchemas,
  uploadedSchemaKey,
} from './patent-schema-urls';
import { savePatent } from './patents.service';

/*
 * The office writes patents (API.md Part 2): create, edit, and upload their PDF documents.
 * The inventors' API only reads them. Every write is audited in its transaction.
 */

const DEPOSIT_TAKEN = 'A patent with this deposit number already exists.';
export const NOT_A_PDF = 'Upload a PDF file.';
export const DOCUMENT_TOO_LARGE = `The document must be at most ${PATENT_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`;

const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { [field]: [message] });

/** The patent as the detail answers it (inventors as ids), whoever asks; 404 when missing. */
export async function getPatentForOffice(db: Kysely<DB>, id: number): Promise<PatentDetail> {
  const row = await findPatentRow(db, id);
  if (!row) throw notFound();
  const [links, schemas] = await Promise.all([
    patentInventorIds(db, [id]),
    patentSchemaUrls(db, [id]),
  ]);
  return toPatentDetail(row, schemas.get(id) ?? [], links.get(id) ?? []);
}

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
 * Saves the patent. `attached` are the uploaded schema images it already has: they may be sent
 * back in `schemas` (relative URLs the payload schema alone would refuse); any other URL must
 * be http(s).
 */
async function save(
  db: Kysely<DB>,
  actor: Actor,
  input: unknown,
  existingId?: number,
  attached: ReadonlySet<string> = new Set(),
  documents: DocumentChanges = {},
): Promise<number> {
  const aside = setAsideUploadedSchemas(input, attached);
  const checked = validate(officePatentPayloadSchema, aside.input);
  const payload = { ...checked, schemas: aside.restore(checked.schemas) };
  if (payload.schemas.length > PATENT_LIMITS.schemas) throw fieldError('schemas', TOO_MANY_SCHEMAS);
  const inventors = [...new Set(payload.inventors)];
  const known = await existingInventorIds(db, inventors);
  const unknown = inventors.filter((id) => !known.has(id));
  if (unknown.length)
    throw fieldError('inventors', `Unknown inventor id(s): ${unknown.join(', ')}`);
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await savePatent(
        trx,
        {
          fields: {
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
          },
          inventorIds: inventors,
          schemas: payload.schemas,
        },
        existingId,
      );
      await recordAudit(
        trx,
        actor,
        existingId === undefined ? 'patent.create' : 'patent.update',
        { type: 'patent', id },
        `${existingId === undefined ? 'Created' : 'Updated'} patent '${payload.title}'`,
      );
      return id;
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
  return getPatentForOffice(
    db,
    await save(db, actor, body, undefined, new Set(), documentChanges(sent)),
  );
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
  await save(db, actor, merged, id, new Set(uploaded), documents);
  const updated = await getPatentForOffice(db, id);
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
  try {
    await db.transaction().execute(async (trx) => {
      await setPatentDocument(trx, id, kind, url);
      await recordAudit(
        trx,
        actor,
        'patent.document',
        { type: 'patent', id },
        `Uploaded the ${kind.replace('_', ' ')} document of patent '${current.title}'`,
      );
    });
  } catch (err) {
    await uploads.remove('documents', key);
    throw err;
  }
  const previous = current[DOCUMENT_COLUMNS[kind]];
  if (previous?.startsWith(UPLOADED_DOCUMENT))
    await uploads.remove('documents', previous.slice(UPLOADED_DOCUMENT.length));
  return getPatentForOffice(db, id);
}
