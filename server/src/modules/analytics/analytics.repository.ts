import { sql } from 'kysely';
import type { Db } from '@server/db/database';

/** A ticket's decisions: an approval or a refusal (its first one is "the" decision). */
export const DECISIONS = ['approved', 'refused'] as const;

/** A time range over ISO strings: `from` included, `until` excluded. */
export interface TimeRange {
  from: string;
  until: string;
}

export interface SubmittedRow {
  month: string;
  status: string;
  count: number;
  fully_confirmed: number;
  needed_info: number;
}

/**
 * The tickets sent in the range (never drafts), per calendar month (UTC) and current status:
 * how many, how many are confirmed by every co-inventor (`unconfirmed_count` 0), how many were
 * ever asked for more information (a `needs_info` in their history, or their status now).
 * Reads `tickets_analytics_idx`, and `ticket_history_ticket_status_idx` per ticket.
 */
export async function submittedByMonth(db: Db, range: TimeRange): Promise<SubmittedRow[]> {
  const rows = await db
    .selectFrom('tickets')
    .where('tickets.is_draft', '=', 0)
    .where('tickets.created_at', '>=', range.from)
    .where('tickets.created_at', '<', range.until)
    .select((eb) => [
      sql<string>`substr(tickets.created_at, 1, 7)`.as('month'),
      'tickets.status',
      eb.fn.countAll<number | string>().as('count'),
      sql<number | string>`sum(case when tickets.unconfirmed_count = 0 then 1 else 0 end)`.as(
        'fully_confirmed',
      ),
      sql<number | string>`sum(case when tickets.status = 'needs_info' or exists (
        select 1 from ticket_history h where h.ticket_id = tickets.id and h.status = 'needs_info'
      ) then 1 else 0 end)`.as('needed_info'),
    ])
    .groupBy([sql`substr(tickets.created_at, 1, 7)`, 'tickets.status'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    status: row.status,
    count: Number(row.count),
    fully_confirmed: Number(row.fully_confirmed),
    needed_info: Number(row.needed_info),
  }));
}

export interface AffiliationRow {
  affiliation: string | null;
  count: number;
}

/** The tickets sent in the range per affiliation of their submitter (null: none). */
export async function submittedByAffiliation(db: Db, range: TimeRange): Promise<AffiliationRow[]> {
  const rows = await db
    .selectFrom('tickets')
    .leftJoin('inventors', 'inventors.id', 'tickets.submitter_id')
    .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
    .where('tickets.is_draft', '=', 0)
    .where('tickets.created_at', '>=', range.from)
    .where('tickets.created_at', '<', range.until)
    .select((eb) => ['affiliations.name', eb.fn.countAll<number | string>().as('count')])
    .groupBy('affiliations.name')
    .execute();
  return rows.map((row) => ({ affiliation: row.name, count: Number(row.count) }));
}

export interface DecisionRow {
  status: string;
  submitted_at: string;
  decided_at: string;
}

/**
 * The first decisions (approval or refusal) of non-draft tickets taken in the range, with the
 * ticket's submission time. Reads `ticket_history_analytics_idx` for the range and
 * `ticket_history_ticket_status_idx` for "no decision before".
 */
export async function firstDecisionsIn(db: Db, range: TimeRange): Promise<DecisionRow[]> {
  const rows = await db
    .selectFrom('ticket_history as h')
    .innerJoin('tickets', 'tickets.id', 'h.ticket_id')
    .where('h.status', 'in', DECISIONS)
    .where('h.created_at', '>=', range.from)
    .where('h.created_at', '<', range.until)
    .where('tickets.is_draft', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ticket_history as e')
            .select(sql`1`.as('one'))
            .whereRef('e.ticket_id', '=', 'h.ticket_id')
            .where('e.status', 'in', DECISIONS)
            .where((eb) =>
              eb.or([
                eb('e.created_at', '<', eb.ref('h.created_at')),
                eb.and([
                  eb('e.created_at', '=', eb.ref('h.created_at')),
                  eb('e.id', '<', eb.ref('h.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .select(['h.status', 'tickets.created_at as submitted_at', 'h.created_at as decided_at'])
    .execute();
  return rows;
}
