import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { feedEvent } from '@inventor-portal/shared/events';
import { storedEvent } from '@server/lib/feed-events';
import { englishOf, withMessage } from '../helpers/feed';
import { migrationDatabase } from '../helpers/migration-database';
import { DIALECTS } from '../helpers/test-app';

/**
 * Migration 005 on a database holding data: SQLite rebuilds `users` and `notifications`, and
 * must not cascade-delete the sessions and recovery codes that point at users.
 */
describe.each(DIALECTS)(
  'migration 005-office-workspace on existing data [%s]',
  (dialect: Dialect) => {
    const scratch = migrationDatabase(dialect);

    it('keeps users, sessions, recovery codes and notifications; inventor_id becomes optional', async () => {
      const migrator = scratch.migrator();
      const to004 = await migrator.migrateTo('004-account-security');
      expect(to004.error).toBeUndefined();

      // Raw SQL: the DB interface describes the schema after 005.
      const db = scratch.handle().db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = new Date().toISOString();
      await sql`insert into inventors (id, preferred_name, email, search_text, created_at)
      values (1, 'Amina', 'amina@example.org', 'amina', ${now}),
             (2, 'Omar', 'omar@example.org', 'omar', ${now})`.execute(db);
      await sql`insert into users (id, email, password_hash, inventor_id, must_change_password,
        created_at, role, language, totp_secret, two_factor_enabled_at)
      values (1, 'amina@example.org', 'hash-1', 1, 0, ${now}, 'inventor', 'fr', 'secret', ${now}),
             (2, 'omar@example.org', 'hash-2', 2, 1, ${now}, 'office', 'en', null, null)`.execute(
        db,
      );
      await sql`insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
      values ('s1', 1, ${now}, ${now}, ${now}), ('s2', 2, ${now}, ${now}, ${now})`.execute(db);
      await sql`insert into recovery_codes (user_id, code_hash, created_at)
      values (1, 'code-a', ${now}), (1, 'code-b', ${now})`.execute(db);
      await sql`insert into notifications (inventor_id, message, is_read, created_at)
      values (1, 'hello', 0, ${now}), (2, 'bonjour', 1, ${now})`.execute(db);
      if (dialect === 'postgres') {
        await sql`select setval(pg_get_serial_sequence('users', 'id'), 2)`.execute(db);
        await sql`select setval(pg_get_serial_sequence('inventors', 'id'), 2)`.execute(db);
      }

      // The later migrations (006-conversation, ...) follow on the same data.
      const applied = await migrateToLatest(scratch.handle());
      expect(applied.slice(0, 2)).toEqual(['005-office-workspace', '006-conversation']);

      const app = scratch.handle().db;
      expect(
        await app
          .selectFrom('users')
          .select(['id', 'email', 'inventor_id', 'role', 'language', 'totp_secret', 'name'])
          .orderBy('id')
          .execute(),
      ).toEqual([
        {
          id: 1,
          email: 'amina@example.org',
          inventor_id: 1,
          role: 'inventor',
          language: 'fr',
          totp_secret: 'secret',
          name: null,
        },
        {
          id: 2,
          email: 'omar@example.org',
          inventor_id: 2,
          role: 'office',
          language: 'en',
          totp_secret: null,
          name: null,
        },
      ]);
      expect(
        (await app.selectFrom('sessions').select('id').orderBy('id').execute()).map((s) => s.id),
      ).toEqual(['s1', 's2']);
      expect(
        await app.selectFrom('recovery_codes').select('code_hash').orderBy('id').execute(),
      ).toEqual([{ code_hash: 'code-a' }, { code_hash: 'code-b' }]);
      expect(
        (
          await app
            .selectFrom('notifications')
            .select(['inventor_id', 'user_id', 'event', 'params'])
            .orderBy('id')
            .execute()
        ).map(withMessage),
      ).toEqual([
        { inventor_id: 1, user_id: null, message: 'hello' },
        { inventor_id: 2, user_id: null, message: 'bonjour' },
      ]);

      // An office account without an inventor, new ids after the old ones.
      const office = await app
        .insertInto('users')
        .values({
          email: 'tto@example.org',
          password_hash: 'h',
          inventor_id: null,
          must_change_password: 0,
          created_at: now,
          role: 'office',
          name: 'TTO',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(office.id).toBe(3);
      await app
        .insertInto('notifications')
        .values({
          user_id: office.id,
          inventor_id: null,
          ...storedEvent(feedEvent('text', { text: 'to the office' })),
          is_read: 0,
          created_at: now,
        })
        .execute();

      // Foreign keys still hold: enforced, pointing at the rebuilt tables, nothing dangling;
      // deletes still cascade (below).
      if (dialect === 'sqlite') {
        const on = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(app);
        expect(on.rows[0].foreign_keys).toBe(1);
        const check = await sql`pragma foreign_key_check`.execute(app);
        expect(check.rows).toEqual([]);
        for (const [table, parent] of [
          ['sessions', 'users'],
          ['recovery_codes', 'users'],
          ['notifications', 'users'],
          ['notifications', 'inventors'],
          ['users', 'inventors'],
          ['tickets', 'users'],
        ]) {
          const keys = await sql<{
            table: string;
            on_delete: string;
          }>`select * from pragma_foreign_key_list(${table})`.execute(app);
          expect([table, keys.rows.some((k) => k.table === parent)]).toEqual([table, true]);
        }
      } else {
        await expect(
          app
            .insertInto('sessions')
            .values({ id: 's9', user_id: 999, created_at: now, last_seen_at: now, expires_at: now })
            .execute(),
        ).rejects.toThrow();
        await expect(
          app
            .insertInto('users')
            .values({
              email: 'x@example.org',
              password_hash: 'h',
              inventor_id: 999,
              must_change_password: 0,
              created_at: now,
            })
            .execute(),
        ).rejects.toThrow();
      }
      await app.deleteFrom('users').where('id', '=', 1).execute();
      expect((await app.selectFrom('sessions').select('id').execute()).map((s) => s.id)).toEqual([
        's2',
      ]);
      expect(await app.selectFrom('recovery_codes').select('id').execute()).toEqual([]);
      await app.deleteFrom('inventors').where('id', '=', 2).execute();
      // Deleting an inventor still deletes its account (and that account's sessions).
      expect(await app.selectFrom('sessions').select('id').execute()).toEqual([]);
      expect(
        (await app.selectFrom('notifications').select(['event', 'params']).execute()).map(
          englishOf,
        ),
      ).toEqual(['hello', 'to the office']);
    });
  },
);
