import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Account security (issue 17): roles and language, two-factor sign-in, deactivation and the
 * expiry of generated passwords.
 *
 * - `role` ('inventor' | 'office'), `language` ('en' | 'fr'), `is_active` (1/0).
 * - `totp_secret`: the TOTP secret, encrypted with SECRET_KEY (modules/two-factor/two-factor.service.ts);
 *   set by `2fa/setup`, in force once `two_factor_enabled_at` is set. `totp_last_step` is the
 *   30-second step of the last code accepted, so a code cannot be used twice.
 * - `password_issued_at`: when a generated password was issued (create-account). Accounts that
 *   already wait for their first change get the time of this migration: a week from the upgrade.
 * - `recovery_codes`: an argon2id hash of each single-use recovery code, `used_at` once spent.
 */
export function accountSecurity(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const users = () => db.schema.alterTable('users');
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await users()
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('inventor'))
        .execute();
      await users()
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
      await users()
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await users().addColumn('totp_secret', 'text').execute();
      await users().addColumn('two_factor_enabled_at', 'text').execute();
      await users().addColumn('totp_last_step', 'integer').execute();
      await users().addColumn('password_issued_at', 'text').execute();
      await sql`update users set password_issued_at = ${new Date().toISOString()} where must_change_password = 1`.execute(
        db,
      );

      await db.schema
        .createTable('recovery_codes')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('recovery_codes_user_idx')
        .on('recovery_codes')
        .column('user_id')
        .execute();
    },
  };
}
