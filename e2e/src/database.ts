import path from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';

export interface NotificationRow {
  message: string;
  is_read: number | boolean;
}

/**
 * Notifications of an inventor, read straight from the suite's database: the API shows a user
 * only their own, and a co-inventor picked from the search may have no account to log in with.
 */
export async function notificationsOf(inventorId: number): Promise<NotificationRow[]> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      const result = await pool.query<NotificationRow>(
        'SELECT message, is_read FROM notifications WHERE inventor_id = $1 ORDER BY id',
        [inventorId],
      );
      return result.rows;
    } finally {
      await pool.end();
    }
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR not set: run through the e2e jest config');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT message, is_read FROM notifications WHERE inventor_id = ? ORDER BY id')
      .all(inventorId) as NotificationRow[];
  } finally {
    db.close();
  }
}
