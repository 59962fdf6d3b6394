import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { UploadStore } from '../lib/uploads';
import { DEMO_LOGIN, seedDemo } from '../cli/seed-demo';

/**
 * On an empty database (no users) outside production, loads the demo dataset so a newcomer
 * has something real to look at, and returns the demo login to print.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, uploads: UploadStore): Promise<{ email: string; password: string } | null> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    const demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_LOGIN.email).executeTakeFirst();
    return demo ? DEMO_LOGIN : null;
  }
  await seedDemo(db, uploads);
  return DEMO_LOGIN;
}
