import type {
  Account,
  MyReview,
  MyReviewRow,
  ReviewerTicket,
  Rubric,
} from '@inventor-portal/shared/schemas';

/** An outside expert's account (role `reviewer`, no inventor record). */
export const reviewerMe: Account = {
  email: 'rita@expert.example',
  role: 'reviewer',
  language: 'en',
  two_factor_enabled: true,
  sign_in_method: 'password',
  inventor: null,
};

export const rubric: Rubric = {
  criteria: [
    { key: 'novelty', label: { en: 'Novelty', fr: 'Nouveauté' }, weight: 4 },
    { key: 'market', label: { en: 'Market', fr: 'Marché' }, weight: 4 },
    { key: 'engagement', label: { en: 'Inventor engagement', fr: 'Engagement' }, weight: 2 },
  ],
};

export function makeRow(id: number, extra: Partial<MyReviewRow> = {}): MyReviewRow {
  return {
    id,
    ticket: { id: 100 + id, title: `Ticket ${100 + id}` },
    state: 'invited',
    due_date: '2026-12-15',
    declared_at: null,
    submitted_at: null,
    ...extra,
  };
}

export function makeMyReview(id: number, extra: Partial<MyReview> = {}): MyReview {
  return {
    ...makeRow(id, { state: 'in_progress', declared_at: '2026-11-20T10:00:00Z' }),
    conflict_note: null,
    scores: {},
    score: null,
    recommendation: null,
    comment: '',
    rubric,
    ...extra,
  };
}

export function makeTicket(id: number, review: MyReview): ReviewerTicket {
  return {
    id,
    title: `Ticket ${id}`,
    summary: 'A kite that harvests tidal energy.',
    context: 'Coastal power.',
    problem_identification: 'Tides are predictable but hard to harvest.',
    drawings: null,
    inventors: [1, 2],
    co_applications: [],
    status: 'pending',
    meeting_date: null,
    created_at: '2026-11-01T10:00:00Z',
    is_draft: false,
    contributions: [
      { inventor: 1, percent: 60 },
      { inventor: 2, percent: 40 },
    ],
    public_disclosure_date: null,
    public_disclosure_kind: null,
    conception_date: null,
    funding: [],
    confirmations: [],
    version: 'v1',
    form_version: 3,
    form: {
      version: 3,
      sections: [
        {
          title: { en: 'Readiness', fr: 'Maturité' },
          questions: [
            {
              key: 'trl',
              type: 'choice',
              label: { en: 'Technology readiness level', fr: 'Niveau de maturité technologique' },
              required: true,
              options: [
                { value: '4', label: { en: 'Validated in the lab', fr: 'Validée en laboratoire' } },
              ],
            },
          ],
        },
      ],
    },
    inventor_details: [
      { id: 1, name: 'Ada Lovelace' },
      { id: 2, name: 'Grace Hopper' },
    ],
    answers: { trl: '4' },
    attachments: [
      {
        id: 9,
        name: 'drawing.pdf',
        size: 1200,
        content_type: 'application/pdf',
        url: '/api/files/attachments/9/drawing.pdf',
        uploaded_by: { id: 3, name: 'Ada Lovelace' },
        created_at: '2026-11-02T10:00:00Z',
      },
    ],
    review,
    rubric,
  };
}
