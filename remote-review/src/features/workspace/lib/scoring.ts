import type { Recommendation, ReviewScores, RubricCriterion } from '@inventor-portal/shared';

export const SCORE_LEVELS = [1, 2, 3, 4, 5] as const;

/** How long the form waits after the last change before it saves (one PUT per pause). */
export const SAVE_DELAY_MS = 800;

export interface ScoringValues {
  scores: ReviewScores;
  recommendation: Recommendation | null;
  comment: string;
}

/** What is still missing before the review may be submitted (criterion keys, recommendation). */
export function missingForSubmit(criteria: readonly RubricCriterion[], values: ScoringValues) {
  return {
    criteria: criteria.filter((c) => !values.scores[c.key]).map((c) => c.key),
    recommendation: values.recommendation === null,
  };
}

/** The weighted mean of the scores given (two decimals), as the server computes a review's score. */
export function weightedMean(
  criteria: readonly RubricCriterion[],
  scores: ReviewScores,
): number | null {
  let total = 0;
  let weights = 0;
  for (const c of criteria) {
    const score = scores[c.key];
    if (typeof score === 'number') {
      total += score * c.weight;
      weights += c.weight;
    }
  }
  return weights === 0 ? null : Math.round((total / weights) * 100) / 100;
}
