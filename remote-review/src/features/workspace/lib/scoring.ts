import type { ReviewRecommendation, RubricCriterion } from '@inventor-portal/shared/schemas';

export const SCORE_LEVELS = [1, 2, 3, 4, 5] as const;

/** How long the form waits after the last change before it saves (one PUT per pause). */
export const SAVE_DELAY_MS = 800;

export interface ScoringValues {
  scores: Record<string, number>;
  recommendation: ReviewRecommendation | null;
  comment: string;
}

/** What is still missing before the review may be submitted (criterion keys, recommendation). */
export function missingForSubmit(criteria: readonly RubricCriterion[], values: ScoringValues) {
  return {
    criteria: criteria.filter((c) => !values.scores[c.key]).map((c) => c.key),
    recommendation: values.recommendation === null,
  };
}
