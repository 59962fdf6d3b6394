import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { UploadStore } from '../lib/uploads';
import { DEMO_LOGIN, seedDemo } from '../cli/seed-demo';

/**
 * On an empty database (no users) outside production, loads the demo dataset so a newcomer
 * has something real to look at, and returns the demo login to print. In production it does
 * nothing and returns null, whatever the database holds: the demo logins are published in
 * the README, so they must never exist on a real server.
 */
export async function seedDemoIfEmpty(
  config: Pick<AppConfig, 'env'>,
  db: Kysely<DB>,
  uploads: UploadStore,
): Promise<{ email: string; password: string } | null> {
  if (config.env === 'production') return null;
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_LOGIN.email)
      .executeTakeFirst();
    return demo ? DEMO_LOGIN : null;
  }
  await seedDemo(db, uploads);
  return DEMO_LOGIN;
}
