import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Indexes found missing under the mixed load (issue 22, `node bench/profile.mjs`):
 * - `lower(email)` on users and inventors: sign-in, the reset request and every email
 *   uniqueness check (profile save, office edits) match emails case-insensitively
 *   (user.repository.ts `sameEmail`), which read every row without them (1.2 ms at 20,000
 *   inventors, 1 µs with).
 * - SQLite: the inventor search's name-order index also holds `search_text`, so walking names
 *   in order testing the text (co-inventor.repository.ts) reads the index alone instead of one
 *   table row per name (a common name: 3.6 ms → 0.6 ms). PostgreSQL keeps the narrower index:
 *   its index entries are limited in size and `search_text` (names and variants) is not.
 */
export function lookupIndexes(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index users_email_lower_idx on users ((lower(email)))`.execute(db);
      await sql`create index inventors_email_lower_idx on inventors ((lower(email)))`.execute(db);
      if (dialect !== 'sqlite') return;
      // The expression is co-inventor.repository.ts's `byName`, as the planner needs it verbatim.
      await sql`create index inventors_name_search_idx on inventors ((lower(coalesce(preferred_name, full_name, ''))), id, search_text)`.execute(
        db,
      );
      await sql`drop index inventors_name_order_idx`.execute(db);
    },
  };
}
