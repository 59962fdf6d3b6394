import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionOwners } from '../owner-versions';

/**
 * Versions per owner (issue 33, point 3; db/owner-versions.ts): a notification written for one
 * account no longer makes every account's notification list be computed again.
 *
 * No backfill: an owner without a row is at version 0, and any write of its rows from now on
 * creates the row; answers remembered before this migration are gone with the process.
 */
export function ownerVersions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await versionOwners(db, dialect);
    },
  };
}
