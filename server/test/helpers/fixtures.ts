import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/database';
import { hashPassword } from '../../src/lib/passwords';
import { normalizeSearch } from '../../src/lib/search-text';
import { nowIso } from '../../src/lib/time';

export interface UserFixture {
  userId: number;
  inventorId: number;
  email: string;
  password: string;
}

let counter = 0;

/** Creates an inventor with an account straight in the database. */
export async function createUser(
  db: Kysely<DB>,
  overrides: {
    email?: string;
    password?: string;
    preferredName?: string;
    fullName?: string;
    affiliation?: 'CIE' | 'UIR';
  } = {},
): Promise<UserFixture> {
  counter += 1;
  const email = overrides.email ?? `inventor${counter}-${Date.now()}@example.org`;
  const password = overrides.password ?? 'correct-horse-battery';
  const preferredName = overrides.preferredName ?? `Inventor ${counter}`;
  const affiliation = overrides.affiliation
    ? await db
        .selectFrom('affiliations')
        .select('id')
        .where('name', '=', overrides.affiliation)
        .executeTakeFirst()
    : undefined;
  const inventor = await db
    .insertInto('inventors')
    .values({
      preferred_name: preferredName,
      full_name: overrides.fullName ?? preferredName,
      email,
      affiliation_id: affiliation?.id ?? null,
      search_text: normalizeSearch(`${preferredName} ${overrides.fullName ?? ''}`),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      inventor_id: inventor.id,
      must_change_password: 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, inventorId: inventor.id, email, password };
}
