import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';

/** The decisions (approved or refused) taken of each ticket, as the dashboard reads them. */
const DECISIONS = ['approved', 'refused'] as const;

export interface DecisionRow {
  /** When the ticket was sent (the portal keeps no other submission time). */
  created_at: string;
  /** Its first decision. */
  decided_at: string;
}

export interface PendingRow {
  id: number;
  title: string;
  created_at: string;
  submitter_id: number;
  preferred_name: string | null;
  full_name: string | null;
  email: string | null;
}

/** The arms of the dashboard's statement. */
const DECISION = 0;
const PENDING = 1;

/**
 * Non-draft tickets whose first decision (approved or refused, from the status history) was
 * taken at or after `since` (ISO): when each was sent and when it was first decided.
 */
const firstDecisionsSince = (db: Db, since: string) =>
  db
    .selectFrom('ticket_history')
    .innerJoin('tickets', 'tickets.id', 'ticket_history.ticket_id')
    .where('tickets.is_draft', '=', 0)
    .where('ticket_history.status', 'in', DECISIONS)
    .groupBy(['tickets.id', 'tickets.created_at'])
    .having((eb) => eb(eb.fn.min('ticket_history.created_at'), '>=', since))
    .select([
      sql.lit<number>(DECISION).as('kind'),
      sql<string>`''`.as('o1'),
      sql.lit(0).as('o2'),
      jsonObject(db, {
        created_at: 'tickets.created_at',
        decided_at: sql`min(ticket_history.created_at)`,
      }).as('data'),
    ]);

/** The `limit` oldest pending non-draft tickets with their submitter's names, oldest first. */
const oldestPendingTickets = (db: Db, limit: number, visible: RawBuilder<boolean>) =>
  db
    .selectFrom(
      db
        .selectFrom('tickets')
        .innerJoin('inventors', 'inventors.id', 'tickets.submitter_id')
        .where('tickets.is_draft', '=', 0)
        .where('tickets.status', '=', 'pending')
        .where(visible)
        .select([
          'tickets.id',
          'tickets.title',
          'tickets.created_at',
          'tickets.submitter_id',
          'inventors.preferred_name',
          'inventors.full_name',
          'inventors.email',
        ])
        .orderBy('tickets.created_at', 'asc')
        .orderBy('tickets.id', 'asc')
        .limit(limit)
        .as('p'),
    )
    .select([
      sql.lit<number>(PENDING).as('kind'),
      'p.created_at as o1',
      'p.id as o2',
      jsonObject(db, {
        id: 'p.id',
        title: 'p.title',
        created_at: 'p.created_at',
        submitter_id: 'p.submitter_id',
        preferred_name: 'p.preferred_name',
        full_name: 'p.full_name',
        email: 'p.email',
      }).as('data'),
    ]);

/**
 * The dashboard's own figures in ONE statement (a `union all` of JSON rows, db/json-rows.ts):
 * the first decisions taken since `since` (ISO), and the `limit` oldest pending tickets (among
 * those `visible`), oldest first.
 */
export async function dashboardRows(
  db: Db,
  since: string,
  limit: number,
  visible: RawBuilder<boolean>,
): Promise<{ decisions: DecisionRow[]; pending: PendingRow[] }> {
  const rows = await firstDecisionsSince(db, since)
    .unionAll(oldestPendingTickets(db, limit, visible))
    .orderBy('kind')
    .orderBy('o1')
    .orderBy('o2')
    .execute();
  const decisions: DecisionRow[] = [];
  const pending: PendingRow[] = [];
  for (const { kind, data } of rows) {
    if (Number(kind) === DECISION) decisions.push(parseJsonCell<DecisionRow>(data));
    else pending.push(parseJsonCell<PendingRow>(data));
  }
  return { decisions, pending };
}
