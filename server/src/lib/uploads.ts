import type { Readable } from 'node:stream';
import type { UploadKind } from './upload-content';

export * from './upload-content';

/**
 * Where uploads live: files under DATA_DIR/uploads (file-upload-store.ts, the single-machine
 * default) or rows of `upload_blobs` (database-upload-store.ts, PostgreSQL: every instance
 * serves every file). create-upload-store.ts picks one. Keys are checked with `isUploadKey`.
 */
export interface UploadStore {
  /** Stores an image (through `storeImage`: checked, cleaned) under a fresh key and returns the key. */
  save(kind: UploadKind, original: Buffer, ext: string): Promise<string>;
  /** Stores a non-image file (a sniffed PDF) as sent under a fresh key; returns the key. */
  saveFile(kind: UploadKind, data: Buffer, ext: string): Promise<string>;
  /** The stored bytes, or null (unknown or invalid key). */
  read(kind: UploadKind, key: string): Promise<Buffer | null>;
  /**
   * The stored bytes as a stream, or null (unknown or invalid key): a file is read from disk as
   * it is consumed; a database row is one value (PostgreSQL hands it over whole).
   */
  readStream(kind: UploadKind, key: string): Promise<Readable | null>;
  /** Forgets the upload; nothing happens for a missing or invalid key. */
  remove(kind: UploadKind, key: string | null | undefined): Promise<void>;
  /** Every key stored under `kind` (the move-uploads command, tests). */
  keys(kind: UploadKind): Promise<string[]>;
}
