import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { durableFileWriter } from './durable-file-writer';
import { isUploadKey, newUploadKey, storeImage, type UploadKind } from './upload-content';
import type { UploadStore } from './uploads';

/**
 * Uploads as files under `root/<kind>/<key>` (DATA_DIR/uploads): the store of one machine
 * (SQLite). Each file is written under a temporary name, synced, then renamed into place, so a
 * crash never leaves half a file under a served name (durable-file-writer.ts, off the event loop).
 */
export class FileUploadStore implements UploadStore {
  constructor(private readonly root: string) {}

  private filePath(kind: UploadKind, key: string): string {
    if (!isUploadKey(key)) throw new Error('Invalid upload key');
    return path.join(this.root, kind, key);
  }

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
    await durableFileWriter.write(this.filePath(kind, key), data);
    return key;
  }

  async read(kind: UploadKind, key: string): Promise<Buffer | null> {
    if (!isUploadKey(key)) return null;
    try {
      return await fs.readFile(this.filePath(kind, key));
    } catch {
      return null;
    }
  }

  async readStream(kind: UploadKind, key: string): Promise<Readable | null> {
    if (!isUploadKey(key)) return null;
    try {
      const handle = await fs.open(this.filePath(kind, key), 'r');
      return handle.createReadStream();
    } catch {
      return null;
    }
  }

  async remove(kind: UploadKind, key: string | null | undefined): Promise<void> {
    if (!key || !isUploadKey(key)) return;
    await fs.rm(this.filePath(kind, key), { force: true });
  }

  /** The stored names of `kind` (temporary files of an unfinished write are not keys). */
  async keys(kind: UploadKind): Promise<string[]> {
    try {
      return (await fs.readdir(path.join(this.root, kind))).filter(isUploadKey).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
}
