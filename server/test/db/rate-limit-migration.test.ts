import { sql, type Kysely } from 'kysely';
import { RATE_LIMITS, takeAttempt } from '@server/lib/rate-limit';
import { isoAgo } from '@server/lib/time';
import type { Dialect } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { migrationDatabase } from '../helpers/migration-database';
import { DIALECTS } from '../helpers/test-app';

/**
 * Migration 024 on a database holding hits: each key's hits become its row of `rate_limits`, in
 * time order, so an upgrade lifts no limit a guesser has reached.
 */
describe.each(DIALECTS)(
  'migration 024-rate-limit-rows on existing hits [%s]',
  (dialect: Dialect) => {
    const scratch = migrationDatabase(dialect);

    it('carries every key’s hits over, in time order, and they still count', async () => {
      const migrator = scratch.migrator();
      expect((await migrator.migrateTo('023-analytics-daily-sums')).error).toBeUndefined();
      // Raw SQL: the DB interface describes the schema after 024.
      const db = scratch.handle().db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const rule = RATE_LIMITS.changePasswordFailure;
      // Inserted out of time order: the row sorts them.
      const times = [isoAgo(60_000), isoAgo(180_000), isoAgo(120_000), isoAgo(30_000)];
      for (const at of times)
        await sql`insert into rate_limit_hits (bucket, key, created_at)
        values (${rule.bucket}, 'user:7', ${at})`.execute(db);
      await sql`insert into rate_limit_hits (bucket, key, created_at)
      values ('other', 'k', ${times[0]})`.execute(db);

      expect(await migrateToLatest(scratch.handle())).toContain('024-rate-limit-rows');
      const rows = await scratch
        .handle()
        .db.selectFrom('rate_limits')
        .selectAll()
        .orderBy('bucket')
        .orderBy('key')
        .execute();
      expect(rows.map((row) => [row.bucket, row.key])).toEqual([
        [rule.bucket, 'user:7'],
        ['other', 'k'],
      ]);
      const hits = JSON.parse(rows[0].hits) as string[];
      expect(hits.map((hit) => hit.split('~')[0])).toEqual([...times].sort());
      expect(new Set(hits).size).toBe(4);

      // 4 of 5 used: the 5th goes through, the 6th is refused.
      await expect(takeAttempt(scratch.handle().db, rule, 'user:7')).resolves.toBeDefined();
      await expect(takeAttempt(scratch.handle().db, rule, 'user:7')).rejects.toMatchObject({
        statusCode: 429,
      });
    });
  },
);
