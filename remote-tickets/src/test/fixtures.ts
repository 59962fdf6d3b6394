import type { Ticket, User } from '@inventor-portal/shared/schemas';
import { makeInventorSummary, paged } from '@inventor-portal/shared/test-fixtures';

export { paged };
export const makeInventor = makeInventorSummary;

export const ME_ID = 1;

export function makeTicket(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id,
    title: `Ticket ${id}`,
    summary: `Summary ${id}`,
    context: `Context ${id}`,
    problem_identification: `Problem ${id}`,
    drawings: null,
    inventors: [ME_ID],
    co_applications: [],
    status: 'pending',
    meeting_date: null,
    created_at: '2024-05-01T10:30:00Z',
    is_draft: false,
    submitter: ME_ID,
    contributions: [],
    confirmations: [],
    public_disclosure_date: null,
    public_disclosure_kind: null,
    conception_date: null,
    funding: [],
    version: `version-${id}-1`,
    attachments: [],
    form_version: null,
    ...extra,
  };
}

export const me: User = {
  email: 'ada@example.com',
  inventor: {
    ...makeInventor(ME_ID, 'Ada Lovelace'),
    email: 'ada@example.com',
    phone: null,
    orcid: null,
    name_variant: [],
    patents_count: 0,
    tickets_count: 0,
    co_inventors_count: 0,
  },
};
