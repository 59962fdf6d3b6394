import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { UploadStore } from '../lib/uploads';
import { DEMO_OFFICE, insertDemoOffice } from '../cli/demo/office';
import { DEMO_LOGIN, seedDemo } from '../cli/seed-demo';
import { hashPassword } from '../lib/passwords';

/**
 * On an empty database (no users) outside production, loads the demo dataset so a newcomer
 * has something real to look at, and returns the demo login to print. In production it does
 * nothing and returns null, whatever the database holds: the demo logins are published in
 * the README, so they must never exist on a real server.
 */
export async function seedDemoIfEmpty(
  config: Pick<AppConfig, 'env' | 'secretKey'>,
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
    if (!demo) return null;
    await addDemoOfficeIfMissing(db, config.secretKey);
    return DEMO_LOGIN;
  }
  await seedDemo(db, uploads, config.secretKey);
  return DEMO_LOGIN;
}

/** A demo database seeded before the demo office account existed gets it on the next start. */
async function addDemoOfficeIfMissing(db: Kysely<DB>, secretKey: string): Promise<void> {
  const office = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_OFFICE.email)
    .executeTakeFirst();
  if (office) return;
  const hash = await hashPassword(DEMO_OFFICE.password);
  await db.transaction().execute((trx) => insertDemoOffice(trx, hash, secretKey));
}
