import { z } from 'zod';
import { contributionSchema } from './attestation';
import { LIMITS } from './limits';
import { languageSchema } from './profile';
import { ticketSchema } from './ticket';

/**
 * Committee review (API.md Part 3 "Committee review"): reviewers, the office's rubric,
 * assignments, conflict-of-interest declarations and scored reviews, blind until submitted.
 */

/** An assignment's life: invited → in_progress (no conflict) → submitted, or → conflicted. */
export const REVIEW_STATES = ['invited', 'in_progress', 'conflicted', 'submitted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_RECOMMENDATIONS = ['file', 'do_not_file', 'more_info'] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

/** What the office's assignment rows warn about (additive to the contract). */
export const REVIEW_WARNINGS = ['same_affiliation', 'co_inventor'] as const;
export type ReviewWarning = (typeof REVIEW_WARNINGS)[number];

/** The office queue's `review=` filter (additive to the contract, docs/api.md). */
export const REVIEW_QUEUE_FILTERS = ['none', 'assigned', 'submitted', 'overdue'] as const;
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number];

export const REVIEW_LIMITS = {
  criteriaMin: 1,
  criteriaMax: 10,
  weightMin: 1,
  weightMax: 10,
  scoreMin: 1,
  scoreMax: 5,
  criterionKey: 40,
  criterionLabel: 120,
  comment: 5000,
  conflictNote: 1000,
  /** `review_due` goes this many days before the due date, and on it. */
  reminderDaysBefore: 2,
} as const;

/** The days before `due_date` on which `send-reminders` reminds (0: on the day). */
export const REVIEW_REMINDER_DAYS = [REVIEW_LIMITS.reminderDaysBefore, 0] as const;

export const REVIEWER_IS_INVENTOR = 'An inventor of this ticket cannot review it.';
export const REVIEWER_NOT_AN_ACCOUNT = 'Choose an account.';
export const REVIEW_ALREADY_ASSIGNED = 'This account already reviews this ticket.';
export const REVIEW_ALREADY_DECLARED = 'Already declared.';
export const REVIEW_IS_SUBMITTED = 'This review is submitted.';
export const REVIEW_SUBMITTED_CANNOT_REMOVE = 'A submitted review cannot be removed.';
export const REVIEW_DECLARE_FIRST = 'Declare any conflict of interest first.';
export const REVIEW_SUBMIT_FIRST = 'Submit your review first.';
export const REVIEW_TWO_FACTOR_FIRST = 'Set up two-factor sign-in first.';
export const REVIEW_SCORE_RANGE = 'Scores are whole numbers from 1 to 5.';
export const REVIEW_UNKNOWN_CRITERION = 'Unknown criterion.';
export const REVIEW_SCORE_MISSING = 'Score every criterion.';
export const REVIEW_RECOMMENDATION_MISSING = 'Choose a recommendation.';
export const REVIEW_RECOMMENDATION_INVALID = `Recommendation must be one of: ${REVIEW_RECOMMENDATIONS.join(', ')}.`;
export const REVIEW_DUE_DATE_INVALID = 'Enter a valid date (YYYY-MM-DD).';
export const RUBRIC_CRITERIA_COUNT = 'A rubric has 1 to 10 criteria.';
export const RUBRIC_KEY_INVALID =
  'A key is 1 to 40 lowercase letters, digits or _ and starts with a letter.';
export const RUBRIC_KEY_DUPLICATE = 'Each criterion needs its own key.';
export const RUBRIC_LABEL_REQUIRED = 'Give the label in English and in French.';
export const RUBRIC_WEIGHT_RANGE = 'Weights are whole numbers from 1 to 10.';

/** The 403 codes of the reviewer's ticket view. */
export const REVIEW_ACCESS_CODES = [
  'conflict_declaration_required',
  'two_factor_required',
] as const;
export type ReviewAccessCode = (typeof REVIEW_ACCESS_CODES)[number];
export const reviewAccessDeniedSchema = z.object({
  detail: z.string(),
  code: z.enum(REVIEW_ACCESS_CODES),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** `POST /api/office/reviewers/` (and `npm run admin -- create-reviewer`). */
export const reviewerInviteSchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.email, 'Invalid email')
    .pipe(z.email('Invalid email')),
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.profileName, `Name must be at most ${LIMITS.profileName} characters`),
  language: languageSchema.optional(),
});
export type ReviewerInvite = z.input<typeof reviewerInviteSchema>;

/** The answer of `POST /api/office/reviewers/`: 201 a new account, 200 an existing one. */
export const reviewerAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type ReviewerAccount = z.infer<typeof reviewerAccountSchema>;

export const rubricCriterionSchema = z.object({
  key: z
    .string({ message: RUBRIC_KEY_INVALID })
    .trim()
    .regex(new RegExp(`^[a-z][a-z0-9_]{0,${REVIEW_LIMITS.criterionKey - 1}}$`), RUBRIC_KEY_INVALID),
  label: z.object(
    {
      en: z
        .string({ message: RUBRIC_LABEL_REQUIRED })
        .trim()
        .min(1, RUBRIC_LABEL_REQUIRED)
        .max(REVIEW_LIMITS.criterionLabel, `Max ${REVIEW_LIMITS.criterionLabel} characters`),
      fr: z
        .string({ message: RUBRIC_LABEL_REQUIRED })
        .trim()
        .min(1, RUBRIC_LABEL_REQUIRED)
        .max(REVIEW_LIMITS.criterionLabel, `Max ${REVIEW_LIMITS.criterionLabel} characters`),
    },
    { message: RUBRIC_LABEL_REQUIRED },
  ),
  weight: z
    .number({ message: RUBRIC_WEIGHT_RANGE })
    .int(RUBRIC_WEIGHT_RANGE)
    .min(REVIEW_LIMITS.weightMin, RUBRIC_WEIGHT_RANGE)
    .max(REVIEW_LIMITS.weightMax, RUBRIC_WEIGHT_RANGE),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

/** `GET` / `PUT /api/office/rubric/`. */
export const rubricSchema = z.object({
  criteria: z
    .array(rubricCriterionSchema, { message: RUBRIC_CRITERIA_COUNT })
    .min(REVIEW_LIMITS.criteriaMin, RUBRIC_CRITERIA_COUNT)
    .max(REVIEW_LIMITS.criteriaMax, RUBRIC_CRITERIA_COUNT)
    .refine((list) => new Set(list.map((c) => c.key)).size === list.length, RUBRIC_KEY_DUPLICATE),
});
export type Rubric = z.infer<typeof rubricSchema>;

/** `POST /api/office/tickets/{id}/reviews/`. */
export const reviewAssignSchema = z.object({
  reviewer: z
    .number({ message: REVIEWER_NOT_AN_ACCOUNT })
    .int(REVIEWER_NOT_AN_ACCOUNT)
    .positive(REVIEWER_NOT_AN_ACCOUNT),
  due_date: z
    .string({ message: REVIEW_DUE_DATE_INVALID })
    .trim()
    .refine(isCalendarDate, REVIEW_DUE_DATE_INVALID),
});
export type ReviewAssign = z.input<typeof reviewAssignSchema>;

const personRef = z.object({ id: z.number().int(), name: z.string() });
const scoresSchema = z.record(z.string(), z.number().int());
const recommendationSchema = z.enum(REVIEW_RECOMMENDATIONS);

/** The 201 of an assignment (the office's row carries more, below). */
export const reviewAssignedSchema = z.object({
  id: z.number().int(),
  ticket: z.number().int(),
  reviewer: personRef,
  state: z.enum(REVIEW_STATES),
  due_date: z.string(),
});
export type ReviewAssigned = z.infer<typeof reviewAssignedSchema>;

/**
 * A row of `GET /api/office/tickets/{id}/reviews/`: the whole assignment, scores included
 * (`score` the weighted mean, two decimals, null until every criterion is scored), and the
 * office's `warnings` about the reviewer (additive).
 */
export const reviewAssignmentSchema = reviewAssignedSchema.extend({
  declared_at: z.string().nullable(),
  conflict_note: z.string().nullable(),
  scores: scoresSchema,
  score: z.number().nullable(),
  recommendation: recommendationSchema.nullable(),
  comment: z.string(),
  submitted_at: z.string().nullable(),
  warnings: z.array(z.enum(REVIEW_WARNINGS)),
});
export type ReviewAssignment = z.infer<typeof reviewAssignmentSchema>;
export const reviewAssignmentListSchema = z.array(reviewAssignmentSchema);

/** A row of `GET /api/reviews/`: the caller's assignments, open ones first. */
export const myReviewRowSchema = z.object({
  id: z.number().int(),
  ticket: z.object({ id: z.number().int(), title: z.string() }),
  state: z.enum(REVIEW_STATES),
  due_date: z.string(),
  declared_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type MyReviewRow = z.infer<typeof myReviewRowSchema>;
export const myReviewListSchema = z.array(myReviewRowSchema);

/**
 * The caller's own review (`GET /api/reviews/{rid}/`, and what declare, PUT and submit answer),
 * with the rubric it is scored on.
 */
export const myReviewSchema = myReviewRowSchema.extend({
  conflict_note: z.string().nullable(),
  scores: scoresSchema,
  score: z.number().nullable(),
  recommendation: recommendationSchema.nullable(),
  comment: z.string(),
  rubric: rubricSchema,
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** `POST /api/reviews/{rid}/declare/`. */
export const reviewDeclareSchema = z.object({
  conflict: z.boolean({ message: 'Say whether you have a conflict of interest.' }),
  note: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.conflictNote, `Max ${REVIEW_LIMITS.conflictNote} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type ReviewDeclare = z.input<typeof reviewDeclareSchema>;

/** One score: a whole number 1–5. */
export const reviewScoreSchema = z
  .number({ message: REVIEW_SCORE_RANGE })
  .int(REVIEW_SCORE_RANGE)
  .min(REVIEW_LIMITS.scoreMin, REVIEW_SCORE_RANGE)
  .max(REVIEW_LIMITS.scoreMax, REVIEW_SCORE_RANGE);

/**
 * `PUT /api/reviews/{rid}/`: any of the fields; those given replace the stored ones. Unknown
 * criterion keys are refused by the server against the rubric.
 */
export const reviewSaveSchema = z.object({
  scores: z.record(z.string(), reviewScoreSchema, { message: REVIEW_SCORE_RANGE }).optional(),
  recommendation: z
    .enum(REVIEW_RECOMMENDATIONS, { message: REVIEW_RECOMMENDATION_INVALID })
    .nullish(),
  comment: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.comment, `Max ${REVIEW_LIMITS.comment} characters`)
    .optional(),
});
export type ReviewSave = z.input<typeof reviewSaveSchema>;

/** A row of `GET /api/reviews/{rid}/others/`: another submitted review of the ticket. */
export const otherReviewSchema = z.object({
  id: z.number().int(),
  reviewer: personRef,
  scores: scoresSchema,
  score: z.number().nullable(),
  recommendation: recommendationSchema.nullable(),
  comment: z.string(),
  submitted_at: z.string().nullable(),
});
export type OtherReview = z.infer<typeof otherReviewSchema>;
export const otherReviewListSchema = z.array(otherReviewSchema);

/** An attachment as the reviewer's ticket view lists it (API.md "Attachments"). */
export const reviewAttachmentSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  url: z.string(),
  created_at: z.string(),
});

/**
 * `GET /api/reviews/{rid}/ticket/`: the ticket with its inventors' names, contributions,
 * `answers` and `attachments` (empty where the questionnaire or attachments are not there),
 * never the discussion; plus the caller's `review` and the `rubric` (additive).
 */
export const reviewerTicketSchema = ticketSchema.extend({
  inventor_details: z.array(personRef),
  contributions: z.array(contributionSchema),
  answers: z.record(z.string(), z.unknown()),
  attachments: z.array(reviewAttachmentSchema),
  review: myReviewSchema,
  rubric: rubricSchema,
});
export type ReviewerTicket = z.infer<typeof reviewerTicketSchema>;

/** The office queue rows' `review_summary`. */
export const reviewSummarySchema = z.object({
  assigned: z.number().int().nonnegative(),
  submitted: z.number().int().nonnegative(),
  /** The mean of the submitted reviews' scores, two decimals; null before any. */
  mean_score: z.number().nullable(),
  recommendations: z.object({
    file: z.number().int().nonnegative(),
    do_not_file: z.number().int().nonnegative(),
    more_info: z.number().int().nonnegative(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** A review's score: the weighted mean of its scores over the rubric, two decimals. */
export function weightedScore(
  criteria: readonly Pick<RubricCriterion, 'key' | 'weight'>[],
  scores: Readonly<Record<string, number>>,
): number | null {
  let total = 0;
  let weights = 0;
  for (const c of criteria) {
    const s = scores[c.key];
    if (s === undefined) return null;
    total += s * c.weight;
    weights += c.weight;
  }
  if (weights === 0) return null;
  return Math.round((total / weights) * 100) / 100;
}
