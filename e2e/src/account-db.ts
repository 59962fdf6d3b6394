import path from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';

export interface InventorWithoutAccount {
  id: number;
  preferred_name: string;
  email: string;
  affiliation: string | null;
}

/**
 * An inventor known to the portal (with an email) that nobody has an account for yet, whose
 * name no other inventor shares: read from the suite's database at the time of the call, so
 * accounts other tests created are left out. Newest first.
 */
const QUERY = `
  SELECT i.id, i.preferred_name, i.email, a.name AS affiliation
  FROM inventors i LEFT JOIN affiliations a ON a.id = i.affiliation_id
  WHERE i.email IS NOT NULL AND i.preferred_name IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.inventor_id = i.id OR lower(u.email) = lower(i.email))
    AND (SELECT COUNT(*) FROM inventors j WHERE j.preferred_name = i.preferred_name) = 1
  ORDER BY i.id DESC`;

async function rows(): Promise<InventorWithoutAccount[]> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      return (await pool.query<InventorWithoutAccount>(QUERY)).rows;
    } finally {
      await pool.end();
    }
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR not set: run through the e2e jest config');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(QUERY).all() as InventorWithoutAccount[];
  } finally {
    db.close();
  }
}

export async function inventorWithoutAccount(): Promise<InventorWithoutAccount> {
  const [first] = await rows();
  if (!first) throw new Error('the demo data has no inventor with an email and no account left');
  return first;
}
