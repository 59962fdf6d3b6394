import type { Kysely } from 'kysely';
import { LIMITS, PATENT_LIMITS, type PatentDetail } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { sniffImage, type UploadStore } from '@server/lib/uploads';
import { recordAudit, type Actor } from '../audit/audit.service';
import { SCHEMA_UPLOAD_KIND, uploadedSchemaKey, uploadedSchemaUrl } from './patent-schema-urls';
import { getPatentForOffice, readPatentForOffice } from './office-patents.service';
import { appendPatentSchema } from './patent-write.repository';

/*
 * Schema images of a patent (spec §3 `schemas`): the office uploads an image (sniffed, at most
 * 10 MB like a ticket drawing, stored without its metadata) that joins the end of the list, and
 * removes any entry of the list, an uploaded image's file with it. Both are audited.
 */

export const SCHEMA_IMAGE_MAX_BYTES = LIMITS.drawingBytes;
export const NOT_AN_IMAGE = 'Upload a valid image (PNG, JPEG, GIF or WebP).';
export const IMAGE_TOO_LARGE = `The image must be at most ${SCHEMA_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
const TOO_MANY = `Max ${PATENT_LIMITS.schemas} schemas`;

const fileError = (message: string) => new HttpError(400, message, { file: [message] });

interface Deps {
  db: Kysely<DB>;
  uploads: UploadStore;
}

/** Stores the image and appends its URL to the patent's schemas; answers the detail shape. */
export async function addPatentSchemaImage(
  { db, uploads }: Deps,
  actor: Actor,
  id: number,
  data: Buffer,
): Promise<PatentDetail> {
  const current = await getPatentForOffice(db, id);
  if (data.length > SCHEMA_IMAGE_MAX_BYTES) throw fileError(IMAGE_TOO_LARGE);
  if (current.schemas.length >= PATENT_LIMITS.schemas) throw fileError(TOO_MANY);
  const type = await sniffImage(data);
  if (!type) throw fileError(NOT_AN_IMAGE);
  let key: string;
  try {
    key = await uploads.save(SCHEMA_UPLOAD_KIND, data, type.ext);
  } catch (err) {
    // The store names the profile form's field; here the field is `file`.
    if (err instanceof HttpError && err.statusCode === 400) throw fileError(NOT_AN_IMAGE);
    throw err;
  }
  const url = uploadedSchemaUrl(key);
  try {
    await db.transaction().execute(async (trx) => {
      await appendPatentSchema(trx, id, url);
      await recordAudit(
        trx,
        actor,
        'patent.update',
        { type: 'patent', id },
        `Added a schema image to patent '${current.title}'`,
      );
    });
  } catch (err) {
    await uploads.remove(SCHEMA_UPLOAD_KIND, key);
    throw err;
  }
  // The patent read before, the new image last (the insert placed it after the last one).
  return { ...current, schemas: [...current.schemas, url] };
}

/**
 * Removes the schema at `index` (0-based, in the order `schemas` lists them) and, for an
 * uploaded image, its file. 404 for an unknown patent or index.
 */
export async function removePatentSchema(
  { db, uploads }: Deps,
  actor: Actor,
  id: number,
  index: number,
): Promise<PatentDetail> {
  const { read, detail: current } = await readPatentForOffice(db, id);
  const target = read.schemas[index];
  if (!target) throw notFound();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('patent_schemas').where('id', '=', target.id).execute();
    await recordAudit(
      trx,
      actor,
      'patent.update',
      { type: 'patent', id },
      `Removed schema ${index + 1} (${target.url}) of patent '${current.title}'`,
    );
  });
  const key = uploadedSchemaKey(target.url);
  if (key) await uploads.remove(SCHEMA_UPLOAD_KIND, key);
  // The patent read before without the schema removed.
  return { ...current, schemas: current.schemas.filter((_url, at) => at !== index) };
}
