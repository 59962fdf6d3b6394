import type { Kysely } from 'kysely';
import {
  DECISION_WINDOW_DAYS,
  inventorDisplayName,
  OLDEST_PENDING_LIMIT,
  type OfficeDashboard,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { dashboardRows } from './dashboard.repository';
import { notConflictedCondition } from '../reviews/review-access.service';
import { countOfficeTickets } from '../tickets/office-tickets.service';
import { DAY_MS, daysBetween, median, oneDecimal } from '@server/lib/statistics';

/** The dashboard's median is the platform's one (lib/statistics.ts). */
export { median };

/**
 * The office dashboard (issue 19, point 9): the queue's counts without filters, the median days
 * from submission to first decision over the last DECISION_WINDOW_DAYS days (one decimal), and
 * the OLDEST_PENDING_LIMIT oldest pending tickets with their age in whole days.
 */
export async function getOfficeDashboard(
  db: Kysely<DB>,
  caller: { userId: number },
  now = Date.now(),
): Promise<OfficeDashboard> {
  const since = new Date(now - DECISION_WINDOW_DAYS * DAY_MS).toISOString();
  const [counts, { decisions, pending }] = await Promise.all([
    countOfficeTickets(db, caller, {}),
    // Not the tickets the caller declared a conflict of interest on (API.md Part 3).
    dashboardRows(db, since, OLDEST_PENDING_LIMIT, notConflictedCondition(caller.userId)),
  ]);
  const middle = median(decisions.map((d) => daysBetween(d.created_at, d.decided_at)));
  return {
    counts,
    decisions: {
      window_days: DECISION_WINDOW_DAYS,
      count: decisions.length,
      median_days: oneDecimal(middle),
    },
    oldest_pending: pending.map((row) => ({
      id: row.id,
      title: row.title,
      submitter: {
        id: row.submitter_id,
        name: inventorDisplayName(row, row.email ?? row.submitter_id),
      },
      created_at: row.created_at,
      age_days: Math.max(0, Math.floor((now - Date.parse(row.created_at)) / DAY_MS)),
    })),
  };
}
