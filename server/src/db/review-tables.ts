import type { Generated } from 'kysely';

/** The committee review tables (migration 017-reviews), part of `DB` (schema.ts). */

/** The office's rubric (migration 017-reviews): one row, `id` = 1. */
export interface ReviewRubricTable {
  id: number;
  /** JSON list of `{key, label: {en, fr}, weight}`. */
  criteria: string;
  updated_at: string;
}

/** A reviewer's assignment to a ticket (migration 017-reviews, API.md Part 3 "Committee review"). */
export interface ReviewTable {
  id: Generated<number>;
  ticket_id: number;
  reviewer_id: number;
  /** 'invited' | 'in_progress' | 'conflicted' | 'submitted'. */
  state: string;
  /** `YYYY-MM-DD`. */
  due_date: string;
  declared_at: string | null;
  conflict_note: string | null;
  /** JSON object `{criterion key: 1..5}`. */
  scores: Generated<string>;
  recommendation: string | null;
  comment: Generated<string>;
  /** The weighted score in hundredths, set on submission. */
  score_centi: number | null;
  submitted_at: string | null;
  assigned_by: number | null;
  created_at: string;
}

/** One `review_due` reminder sent (`before` or `due`), claimed once. */
export interface ReviewReminderTable {
  review_id: number;
  kind: string;
  sent_at: string;
}
