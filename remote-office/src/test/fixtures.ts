import type {
  Account,
  AuditEntry,
  OfficeInventor,
  OfficeTicketCounts,
  OfficeTicketDetail,
  OfficeTicketRow,
  OfficeUser,
  ReviewAssignment,
  Rubric,
} from '@inventor-portal/shared/schemas';
import { makeInventorSummary, paged } from '@inventor-portal/shared/test-fixtures';

export { paged };

/** An office account without an inventor record (API.md Part 2 "Roles"). */
export const officeMe: Account = {
  email: 'grace@office.example',
  role: 'office',
  language: 'en',
  two_factor_enabled: true,
  sign_in_method: 'password',
  inventor: null,
};

export const officeUsers: OfficeUser[] = [
  { id: 10, name: 'Grace Office', email: 'grace@office.example' },
  { id: 11, name: 'Alan Office', email: 'alan@office.example' },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export function makeOfficeTicketRow(
  id: number,
  extra: Partial<OfficeTicketRow> = {},
): OfficeTicketRow {
  return {
    id,
    title: `Ticket ${id}`,
    summary: `Summary ${id}`,
    context: `Context ${id}`,
    problem_identification: `Problem ${id}`,
    drawings: null,
    inventors: [1],
    co_applications: [],
    status: 'pending',
    meeting_date: null,
    created_at: daysAgo(3),
    is_draft: false,
    submitter: { ...makeInventorSummary(1, 'Ada Lovelace'), email: 'ada@example.com' },
    assignee: null,
    comments_count: 0,
    contributions: [],
    confirmations: [],
    public_disclosure_date: null,
    public_disclosure_kind: null,
    conception_date: null,
    funding: [],
    version: `version-${id}`,
    attachments: [],
    form_version: null,
    ...extra,
  };
}

export function makeOfficeTicketDetail(
  id: number,
  extra: Partial<OfficeTicketDetail> = {},
): OfficeTicketDetail {
  return {
    ...makeOfficeTicketRow(id),
    inventor_details: [makeInventorSummary(1, 'Ada Lovelace')],
    history: [],
    ...extra,
  };
}

export const counts = (extra: Partial<OfficeTicketCounts> = {}): OfficeTicketCounts => ({
  pending: 4,
  needs_info: 2,
  approved: 7,
  refused: 1,
  waiting: 1,
  unassigned: 3,
  total: 14,
  ...extra,
});

export function makeOfficeInventor(
  id: number,
  name: string,
  extra: Partial<OfficeInventor> = {},
): OfficeInventor {
  return {
    ...makeInventorSummary(id, name),
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    phone: null,
    orcid: null,
    name_variant: [],
    has_account: true,
    is_active: true,
    tickets_count: 2,
    patents_count: 1,
    ...extra,
  };
}

export function makeAuditEntry(id: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: { id: 10, email: 'grace@office.example' },
    action: 'ticket.status',
    target_type: 'ticket',
    target_id: 7,
    summary: `Change ${id}`,
    at: daysAgo(1),
    ...extra,
  };
}

export const defaultRubric: Rubric = {
  criteria: [
    { key: 'novelty', label: { en: 'Novelty', fr: 'Nouveauté' }, weight: 4 },
    { key: 'market', label: { en: 'Market', fr: 'Marché' }, weight: 4 },
    { key: 'engagement', label: { en: 'Inventor engagement', fr: 'Engagement' }, weight: 2 },
  ],
};

export function makeReviewAssignment(
  id: number,
  extra: Partial<ReviewAssignment> = {},
): ReviewAssignment {
  return {
    id,
    ticket: 7,
    reviewer: { id: 50 + id, name: `Reviewer ${id}` },
    state: 'invited',
    due_date: '2026-12-15',
    declared_at: null,
    conflict_note: null,
    scores: {},
    score: null,
    recommendation: null,
    comment: '',
    submitted_at: null,
    warnings: [],
    ...extra,
  };
}
