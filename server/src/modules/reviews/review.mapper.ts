import { sql, type Selectable } from 'kysely';
import {
  REVIEW_RECOMMENDATIONS,
  REVIEW_STATES,
  type MyReview,
  type MyReviewRow,
  type OtherReview,
  type ReviewAssignment,
  type ReviewQueueFilter,
  type ReviewRecommendation,
  type ReviewState,
  type ReviewSummary,
  type ReviewWarning,
  type Rubric,
  weightedScore,
} from '@inventor-portal/shared/schemas';
import type { TupleSource } from '@server/db/json-tuples';
import type { ReviewTable } from '@server/db/review-tables';

/** Row shapes of the reviews module and their API objects (no I/O here). */

export type ReviewRow = Selectable<ReviewTable>;

/** A ticket's reviews counted by state and recommendation, with their scores' sum (centi). */
export interface ReviewGroup {
  state: string;
  recommendation: string | null;
  n: number | string;
  total: number | string | null;
}

/** Tickets' review groups as JSON tuples of a list page (PostgreSQL, db/json-tuples.ts). */
export const REVIEW_GROUP_TUPLES: TupleSource<ReviewGroup> = {
  from: sql`from (select r.ticket_id, r.state, r.recommendation, count(*) as n, sum(r.score_centi) as total from reviews r group by r.ticket_id, r.state, r.recommendation) g`,
  key: 'g.ticket_id',
  columns: { state: 'g.state', recommendation: 'g.recommendation', n: 'g.n', total: 'g.total' },
  orderBy: ['g.state', 'g.recommendation'],
};

/**
 * API.md Part 3 "Committee review": a ticket's `review_summary` from its reviews' groups —
 * every review assigned, the submitted ones' recommendations and mean score.
 */
export function reviewSummaryOf(groups: readonly ReviewGroup[]): ReviewSummary {
  const summary: ReviewSummary = {
    assigned: 0,
    submitted: 0,
    mean_score: null,
    recommendations: { file: 0, do_not_file: 0, more_info: 0 },
  };
  let total = 0;
  for (const group of groups) {
    const n = Number(group.n);
    summary.assigned += n;
    if (group.state !== 'submitted') continue;
    summary.submitted += n;
    total += Number(group.total ?? 0);
    const rec = group.recommendation;
    if (rec === 'file' || rec === 'do_not_file' || rec === 'more_info')
      summary.recommendations[rec] += n;
  }
  if (summary.submitted > 0) summary.mean_score = Math.round(total / summary.submitted) / 100;
  return summary;
}

/** Not yet declared or declared without conflict and not submitted: reminders and `overdue`. */
export const OPEN_REVIEW_STATES: readonly ReviewState[] = ['invited', 'in_progress'];

const asState = (value: string): ReviewState =>
  (REVIEW_STATES as readonly string[]).includes(value) ? (value as ReviewState) : 'invited';

const asRecommendation = (value: string | null): ReviewRecommendation | null =>
  value !== null && (REVIEW_RECOMMENDATIONS as readonly string[]).includes(value)
    ? (value as ReviewRecommendation)
    : null;

/** The stored scores (a JSON object), whole numbers only. */
export function scoresOf(row: Pick<ReviewRow, 'scores'>): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.scores);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((e): e is [string, number] => Number.isInteger(e[1])),
  );
}

/** A submitted review's stored score; an open one's from the current rubric (null until complete). */
export function scoreOf(row: ReviewRow, rubric: Rubric): number | null {
  if (row.score_centi !== null) return row.score_centi / 100;
  return weightedScore(rubric.criteria, scoresOf(row));
}

export function toAssignment(
  row: ReviewRow,
  reviewer: { name: string },
  rubric: Rubric,
  warnings: ReviewWarning[],
): ReviewAssignment {
  return {
    id: row.id,
    ticket: row.ticket_id,
    reviewer: { id: row.reviewer_id, name: reviewer.name },
    state: asState(row.state),
    due_date: row.due_date,
    declared_at: row.declared_at,
    conflict_note: row.conflict_note,
    scores: scoresOf(row),
    score: scoreOf(row, rubric),
    recommendation: asRecommendation(row.recommendation),
    comment: row.comment,
    submitted_at: row.submitted_at,
    warnings,
  };
}

export function toMyReviewRow(row: ReviewRow, title: string): MyReviewRow {
  return {
    id: row.id,
    ticket: { id: row.ticket_id, title },
    state: asState(row.state),
    due_date: row.due_date,
    declared_at: row.declared_at,
    submitted_at: row.submitted_at,
  };
}

export function toMyReview(row: ReviewRow, title: string, rubric: Rubric): MyReview {
  return {
    ...toMyReviewRow(row, title),
    conflict_note: row.conflict_note,
    scores: scoresOf(row),
    score: scoreOf(row, rubric),
    recommendation: asRecommendation(row.recommendation),
    comment: row.comment,
    rubric,
  };
}

export function toOtherReview(row: ReviewRow, name: string, rubric: Rubric): OtherReview {
  return {
    id: row.id,
    reviewer: { id: row.reviewer_id, name },
    scores: scoresOf(row),
    score: scoreOf(row, rubric),
    recommendation: asRecommendation(row.recommendation),
    comment: row.comment,
    submitted_at: row.submitted_at,
  };
}

const OPEN = sql.join(OPEN_REVIEW_STATES.map((s) => sql.lit(s)));

/**
 * The office queue's `review=` condition on `tickets.id` (docs/api.md): `none` no review
 * assigned; `assigned` some review still open; `submitted` reviews assigned and none open (at
 * least one submitted); `overdue` an open review whose due date is before `today`.
 */
export function reviewQueueCondition(filter: ReviewQueueFilter, today: string) {
  switch (filter) {
    case 'none':
      return sql<boolean>`not exists (select 1 from reviews r where r.ticket_id = tickets.id)`;
    case 'assigned':
      return sql<boolean>`exists (select 1 from reviews r
        where r.ticket_id = tickets.id and r.state in (${OPEN}))`;
    case 'submitted':
      return sql<boolean>`(exists (select 1 from reviews r
          where r.ticket_id = tickets.id and r.state = 'submitted')
        and not exists (select 1 from reviews r
          where r.ticket_id = tickets.id and r.state in (${OPEN})))`;
    case 'overdue':
      return sql<boolean>`exists (select 1 from reviews r
        where r.ticket_id = tickets.id and r.state in (${OPEN}) and r.due_date < ${today})`;
  }
}
