import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { initialSchema } from './migrations/001-initial-schema';
import { inventorsApiIndexes } from './migrations/002-inventors-api-indexes';
import { readPathIndexes } from './migrations/003-read-path-indexes';
import { accountSecurity } from './migrations/004-account-security';
import { officeWorkspace } from './migrations/005-office-workspace';
import { conversation } from './migrations/006-conversation';
import { attestation } from './migrations/007-attestation';
import { officeQueueIndexes } from './migrations/008-office-queue-indexes';
import { scaleOut } from './migrations/009-scale-out';
import { lookupIndexes } from './migrations/010-lookup-indexes';
import { ticketSearch } from './migrations/011-ticket-search';
import { feedEvents } from './migrations/012-feed-events';
import { security } from './migrations/013-security';
import { singleSignOn } from './migrations/014-single-sign-on';
import { questionnaire } from './migrations/015-questionnaire';
import { ticketAttachments } from './migrations/016-ticket-attachments';
import { reviews } from './migrations/017-reviews';
import { analyticsIndexes } from './migrations/018-analytics-indexes';
import { analyticsKeptFigures } from './migrations/019-analytics-kept-figures';
import { queueSearch } from './migrations/020-queue-search';
import { tableVersions } from './migrations/021-table-versions';
import { conflictIndex } from './migrations/022-conflict-index';
import { analyticsDailySums } from './migrations/023-analytics-daily-sums';
import { rateLimitRows } from './migrations/024-rate-limit-rows';
import { ownerVersions } from './migrations/025-owner-versions';
import { keptRowCounts } from './migrations/026-kept-row-counts';
import { commentCountTrigger } from './migrations/027-comment-count-trigger';
import { analyticsSumsAtCommit } from './migrations/028-analytics-sums-at-commit';

/** Every migration by name, in order (tests migrate to an earlier one to check an upgrade). */
export function migrationsFor(dialect: DatabaseHandle['dialect']): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(dialect),
    '002-inventors-api-indexes': inventorsApiIndexes(),
    '003-read-path-indexes': readPathIndexes(dialect),
    '004-account-security': accountSecurity(dialect),
    '005-office-workspace': officeWorkspace(dialect),
    '006-conversation': conversation(dialect),
    '007-attestation': attestation(),
    '008-office-queue-indexes': officeQueueIndexes(),
    '009-scale-out': scaleOut(dialect),
    '010-lookup-indexes': lookupIndexes(dialect),
    '011-ticket-search': ticketSearch(dialect),
    '012-feed-events': feedEvents(dialect),
    '013-security': security(dialect),
    '014-single-sign-on': singleSignOn(dialect),
    '015-questionnaire': questionnaire(dialect),
    '016-ticket-attachments': ticketAttachments(dialect),
    '017-reviews': reviews(dialect),
    '018-analytics-indexes': analyticsIndexes(),
    '019-analytics-kept-figures': analyticsKeptFigures(dialect),
    '020-queue-search': queueSearch(dialect),
    '021-table-versions': tableVersions(dialect),
    '022-conflict-index': conflictIndex(),
    '023-analytics-daily-sums': analyticsDailySums(dialect),
    '024-rate-limit-rows': rateLimitRows(dialect),
    '025-owner-versions': ownerVersions(dialect),
    '026-kept-row-counts': keptRowCounts(dialect),
    '027-comment-count-trigger': commentCountTrigger(dialect),
    '028-analytics-sums-at-commit': analyticsSumsAtCommit(dialect),
  };
}

export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest({ db, dialect, schema }: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: new InCodeMigrationProvider(migrationsFor(dialect)),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
