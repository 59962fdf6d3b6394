import type { Kysely, Transaction } from 'kysely';
import type {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  AuditEntry,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { nowIso } from '@server/lib/time';
import {
  insertAuditEntries,
  insertAuditEntry,
  listAuditEntries,
  type AuditFilters,
} from './audit.repository';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who made an office write: an office account, or null for the admin CLI. */
export type Actor = { userId: number } | null;

/**
 * One audit entry, in the transaction of the write it describes (so it exists exactly when
 * the write does). `summary` is English, like every stored text.
 */
export async function recordAudit(
  trx: Transaction<DB>,
  actor: Actor,
  action: AuditAction,
  target: { type: AuditTargetType; id: number },
  summary: string,
): Promise<void> {
  await insertAuditEntry(trx, {
    actor_id: actor?.userId ?? null,
    action,
    target_type: target.type,
    target_id: target.id,
    summary,
    created_at: nowIso(),
  });
}

/** An entry of `recordAudits`: what `recordAudit` takes after its actor. */
export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: number };
  summary: string;
}

/**
 * Several entries by one actor outside any other write (an import's, once its rows are
 * written): one statement, all or none.
 */
export async function recordAudits(
  db: Kysely<DB>,
  actor: Actor,
  records: AuditRecord[],
): Promise<void> {
  const created_at = nowIso();
  await insertAuditEntries(
    db,
    records.map(({ action, target, summary }) => ({
      actor_id: actor?.userId ?? null,
      action,
      target_type: target.type,
      target_id: target.id,
      summary,
      created_at,
    })),
  );
}

/** One page of the audit log, newest first. */
export function listAudit(
  db: Kysely<DB>,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: AuditEntry[] }> {
  return listAuditEntries(db, filters, page);
}
