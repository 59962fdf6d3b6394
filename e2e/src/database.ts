import path from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { catalogT, EVENTS_NAMESPACE } from '@inventor-portal/shared/catalogs';
import { storedFeedText } from '@inventor-portal/shared/events';

export interface NotificationRow {
  /** The notification's text in English, as the API answers an English reader. */
  message: string;
  is_read: number | boolean;
}

interface StoredRow {
  event: string;
  params: string;
  is_read: number | boolean;
}

/** A stored notification (an event and its parameters) as the bell shows it in English. */
const asRead = ({ event, params, is_read }: StoredRow): NotificationRow => ({
  message:
    storedFeedText(catalogT('en', EVENTS_NAMESPACE), event, JSON.parse(params) as unknown) ?? event,
  is_read,
});

/**
 * Notifications of an inventor, read straight from the suite's database: the API shows a user
 * only their own, and a co-inventor picked from the search may have no account to log in with.
 */
export async function notificationsOf(inventorId: number): Promise<NotificationRow[]> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      const result = await pool.query<StoredRow>(
        'SELECT event, params, is_read FROM notifications WHERE inventor_id = $1 ORDER BY id',
        [inventorId],
      );
      return result.rows.map(asRead);
    } finally {
      await pool.end();
    }
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR not set: run through the e2e jest config');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT event, params, is_read FROM notifications WHERE inventor_id = ? ORDER BY id')
      .all(inventorId) as StoredRow[];
    return rows.map(asRead);
  } finally {
    db.close();
  }
}
