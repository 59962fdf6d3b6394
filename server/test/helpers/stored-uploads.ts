import type { FastifyInstance } from 'fastify';
import type { UploadKind } from '../../src/lib/uploads';

/**
 * What the app's upload store holds, whichever it is (files under DATA_DIR/uploads on SQLite,
 * `upload_blobs` rows on PostgreSQL): tests check uploads through these, not the file system.
 */

/** The stored key of an upload URL (`/api/files/<kind>/<key>`). */
export const uploadKeyOf = (url: string): string => url.split('/').pop() ?? '';

/** The stored bytes of the upload at `url`, or null. */
export const storedUpload = (
  app: FastifyInstance,
  kind: UploadKind,
  url: string,
): Promise<Buffer | null> => app.uploads.read(kind, uploadKeyOf(url));

/** Whether the upload at `url` is stored. */
export const isStored = async (
  app: FastifyInstance,
  kind: UploadKind,
  url: string,
): Promise<boolean> => (await storedUpload(app, kind, url)) !== null;
