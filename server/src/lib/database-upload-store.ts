import { Readable } from 'node:stream';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/database';
import { nowIso } from './time';
import { isUploadKey, newUploadKey, storeImage, type UploadKind } from './upload-content';
import type { UploadStore } from './uploads';

/**
 * Uploads as rows of `upload_blobs` (migration 009-scale-out): on PostgreSQL every instance
 * serves every file, and a backup of the database holds them. A row is one insert, so a file is
 * there whole or not at all. Uploads are at most 20 MB (shared LIMITS, ATTACHMENT_LIMITS), read whole as before.
 */
export class DatabaseUploadStore implements UploadStore {
  constructor(private readonly db: Kysely<DB>) {}

  async save(kind: UploadKind, original: Buffer, ext: string): Promise<string> {
    return storeImage(kind, original, ext, {
      write: (data) => this.write(kind, data, ext),
      remove: (key) => this.remove(kind, key),
    });
  }

  async saveFile(kind: UploadKind, data: Buffer, ext: string): Promise<string> {
    return this.write(kind, data, ext);
  }

  private async write(kind: UploadKind, data: Buffer, ext: string): Promise<string> {
    const key = newUploadKey(ext);
    await storeBlob(this.db, kind, key, data);
    return key;
  }

  async read(kind: UploadKind, key: string): Promise<Buffer | null> {
    if (!isUploadKey(key)) return null;
    const row = await this.db
      .selectFrom('upload_blobs')
      .select('data')
      .where('kind', '=', kind)
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.data ?? null;
  }

  async readStream(kind: UploadKind, key: string): Promise<Readable | null> {
    const data = await this.read(kind, key);
    return data ? Readable.from([data]) : null;
  }

  async remove(kind: UploadKind, key: string | null | undefined): Promise<void> {
    if (!key || !isUploadKey(key)) return;
    await this.db
      .deleteFrom('upload_blobs')
      .where('kind', '=', kind)
      .where('key', '=', key)
      .execute();
  }

  async keys(kind: UploadKind): Promise<string[]> {
    const rows = await this.db
      .selectFrom('upload_blobs')
      .select('key')
      .where('kind', '=', kind)
      .orderBy('key')
      .execute();
    return rows.map((row) => row.key);
  }
}

/**
 * Stores `data` under `kind`/`key` unless that key is stored already (keys are random: the same
 * key is the same file); answers whether a row was written. The move-uploads command relies on
 * this to be run again safely.
 */
export async function storeBlob(
  db: Kysely<DB>,
  kind: UploadKind,
  key: string,
  data: Buffer,
): Promise<boolean> {
  if (!isUploadKey(key)) throw new Error('Invalid upload key');
  const result = await db
    .insertInto('upload_blobs')
    .values({ kind, key, data, size: data.length, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The stored bytes of `kind` under the key `key` (a column of the outer query) as a scalar
 * subquery, null when missing: a read that finds a file's row selects its bytes with it instead
 * of a statement of its own. Only with the database store (`storesInDatabase`).
 */
export const storedBytes = (
  kind: UploadKind,
  key: RawBuilder<unknown>,
): RawBuilder<Buffer | null> =>
  sql<Buffer | null>`(select upload_blobs.data from upload_blobs
    where upload_blobs.kind = ${kind} and upload_blobs.key = ${key})`;

/** Whether the uploads are rows of `upload_blobs` (PostgreSQL), which a query may join. */
export const storesInDatabase = (uploads: UploadStore): boolean =>
  uploads instanceof DatabaseUploadStore;
