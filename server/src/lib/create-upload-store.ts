import path from 'node:path';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { DatabaseUploadStore } from './database-upload-store';
import { FileUploadStore } from './file-upload-store';
import type { UploadStore } from './uploads';

/**
 * The one place that decides where uploads live. PostgreSQL means several instances may serve
 * (ARCHITECTURE.md "Scale"): files go into the database, which every instance reaches. SQLite
 * means one machine: files under DATA_DIR/uploads.
 */
export function createUploadStore(
  config: Pick<AppConfig, 'dataDir'>,
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
): UploadStore {
  return database.dialect === 'postgres'
    ? new DatabaseUploadStore(database.db)
    : new FileUploadStore(uploadsDirectory(config));
}

/** DATA_DIR/uploads: where the file store keeps uploads (and move-uploads finds them). */
export const uploadsDirectory = (config: Pick<AppConfig, 'dataDir'>): string =>
  path.join(config.dataDir, 'uploads');
