import type { AuditEntry } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';

export interface AuditInsert {
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number;
  summary: string;
  created_at: string;
}

export async function insertAuditEntry(db: Db, values: AuditInsert): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}

/** Audit rows bound per INSERT: 6 values each, well inside SQLite's and PostgreSQL's limits. */
const ENTRIES_PER_INSERT = 1000;

/**
 * Several audit entries: one multi-row INSERT (atomic on its own) up to ENTRIES_PER_INSERT,
 * one transaction of several beyond.
 */
export async function insertAuditEntries(db: Db, entries: AuditInsert[]): Promise<void> {
  if (entries.length === 0) return;
  if (entries.length <= ENTRIES_PER_INSERT) {
    await db.insertInto('audit_log').values(entries).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT)
      await trx
        .insertInto('audit_log')
        .values(entries.slice(start, start + ENTRIES_PER_INSERT))
        .execute();
  });
}

export interface AuditFilters {
  actor?: number;
  targetType?: string;
  targetId?: number;
}

/** One page of the audit log, newest first, and the total. */
export async function listAuditEntries(
  db: Db,
  filters: AuditFilters,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: AuditEntry[] }> {
  const base = db
    .selectFrom('audit_log')
    .$if(filters.actor !== undefined, (q) => q.where('audit_log.actor_id', '=', filters.actor ?? 0))
    .$if(filters.targetType !== undefined, (q) =>
      q.where('audit_log.target_type', '=', filters.targetType ?? ''),
    )
    .$if(filters.targetId !== undefined, (q) =>
      q.where('audit_log.target_id', '=', filters.targetId ?? 0),
    );
  const total = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'users.email as actor_email',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.summary',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    count: Number(total.n),
    results: rows.map((row) => ({
      id: row.id,
      actor:
        row.actor_id !== null && row.actor_email !== null
          ? { id: row.actor_id, email: row.actor_email }
          : null,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      summary: row.summary,
      at: row.created_at,
    })),
  };
}
