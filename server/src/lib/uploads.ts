import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fromBuffer } from 'file-type';

export type UploadKind = 'drawings' | 'photos';

export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Sniffs the bytes (never trusts the client's name or type): one of PNG, JPEG, GIF, WebP, else null. */
export async function sniffImage(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fromBuffer(data);
  if (!type || !(type.mime in IMAGE_TYPES)) return null;
  return { mime: type.mime, ext: IMAGE_TYPES[type.mime] };
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/;

/** Upload keys are random names we made: anything else (e.g. `../x`) is refused. */
export const isUploadKey = (key: string): boolean => KEY_PATTERN.test(key);

export class UploadStore {
  constructor(private readonly root: string) {}

  private filePath(kind: UploadKind, key: string): string {
    if (!isUploadKey(key)) throw new Error('Invalid upload key');
    return path.join(this.root, kind, key);
  }

  /** Writes the bytes under a random name (atomically via rename) and returns the key. */
  async save(kind: UploadKind, data: Buffer, ext: string): Promise<string> {
    const key = `${randomBytes(18).toString('base64url')}.${ext}`;
    const dir = path.join(this.root, kind);
    await fs.mkdir(dir, { recursive: true });
    const target = this.filePath(kind, key);
    const temp = `${target}.tmp-${process.pid}`;
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
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

  async remove(kind: UploadKind, key: string | null | undefined): Promise<void> {
    if (!key || !isUploadKey(key)) return;
    await fs.rm(this.filePath(kind, key), { force: true });
  }
}

/** Public URL of a stored upload (served by the authorised files route). */
export const uploadUrl = (kind: UploadKind, key: string | null): string | null =>
  key ? `/api/files/${kind}/${key}` : null;
