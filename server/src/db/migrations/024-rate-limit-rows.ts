import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * The rate limiter in one statement per attempt (lib/rate-limit.ts): `rate_limits (bucket, key,
 * hits)`, one row per limited key instead of one row per hit in `rate_limit_hits`. `hits` is a
 * JSON array of the key's hits in the window, each a token `<ISO time>~<random>` that sorts by
 * time; an attempt is a single upsert on the primary key, which both databases serialise on the
 * row (no transaction, no advisory lock).
 *
 * The hits already recorded are carried over (`<created_at>~<id>`: unique, in time order), so
 * an upgrade lifts no limit a guesser has reached. Unversioned like the table it replaces
 * (db/table-versions.ts): no remembered answer reads it.
 */
export function rateLimitRows(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite: the primary key is the table (no rowid and second index to keep).
      await sql`create table rate_limits (
        bucket text not null,
        key text not null,
        hits text not null,
        primary key (bucket, key)
      )${sql.raw(dialect === 'sqlite' ? ' without rowid' : '')}`.execute(db);
      const token = sql`created_at || '~' || id`;
      const hits =
        dialect === 'postgres'
          ? sql`jsonb_agg(${token} order by created_at, id)::text`
          : sql`json_group_array(${token} order by created_at, id)`;
      await sql`insert into rate_limits (bucket, key, hits)
        select bucket, key, ${hits} from rate_limit_hits group by bucket, key`.execute(db);
      await db.schema.dropTable('rate_limit_hits').execute();
    },
  };
}
