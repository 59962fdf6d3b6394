import type { ReviewAssignment } from '@inventor-portal/shared/schemas';

export interface ReviewStats {
  /** The mean of the submitted reviews' scores (each the weighted mean of its criteria). */
  mean: number | null;
  /** The spread between reviewers: the lowest and highest submitted score. */
  min: number | null;
  max: number | null;
  recommendations: { file: number; do_not_file: number; more_info: number };
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The committee's figures over the submitted reviews. */
export function reviewStats(reviews: readonly ReviewAssignment[]): ReviewStats {
  const submitted = reviews.filter((r) => r.state === 'submitted');
  const scores = submitted.map((r) => r.score).filter((s): s is number => s !== null);
  const recommendations = { file: 0, do_not_file: 0, more_info: 0 };
  for (const r of submitted) if (r.recommendation) recommendations[r.recommendation] += 1;
  return {
    mean: scores.length ? twoDecimals(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    min: scores.length ? Math.min(...scores) : null,
    max: scores.length ? Math.max(...scores) : null,
    recommendations,
  };
}
