import type { Selectable } from 'kysely';
import type { Ticket } from '@inventor-portal/shared/schemas';
import type { TicketTable } from '../db/database';
import { uploadUrl } from '../lib/uploads';

export type TicketRow = Selectable<TicketTable>;

/** One ticket row plus its inventor ids (in position order) and co-applications: the API object. */
export function toTicket(row: TicketRow, inventors: number[], coApplications: string[]): Ticket {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    context: row.context,
    problem_identification: row.problem_identification,
    drawings: uploadUrl('drawings', row.drawing),
    inventors,
    co_applications: coApplications,
    status: row.status,
    meeting_date: row.meeting_date,
    created_at: row.created_at,
    is_draft: Boolean(row.is_draft),
    submitter: row.submitter_id,
  };
}
