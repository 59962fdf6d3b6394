import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { Random } from './random';
import type { DemoTicketPlan } from './tickets';

const DAY = 86_400_000;

/**
 * The committee's outside experts (role `reviewer`, API.md Part 3): they review the office's
 * tickets in the demo. They cannot sign in (an unusable password hash, never published); the
 * office may send them a password link like any reviewer (`POST /api/office/reviewers/`).
 */
export const DEMO_REVIEWERS = [
  { email: 'reviewer.benali@experts.example.org', name: 'Dr. Karim Benali' },
  { email: 'reviewer.moreau@experts.example.org', name: 'Dr. Claire Moreau' },
] as const;

const RECOMMENDATIONS = ['file', 'do_not_file', 'more_info'] as const;
const WEIGHTS = { novelty: 4, market: 4, inventor_engagement: 2 } as const;

export async function insertDemoReviewers(
  trx: Transaction<DB>,
  passwordHash: string,
  createdAt: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const reviewer of DEMO_REVIEWERS) {
    const row = await trx
      .insertInto('users')
      .values({
        email: reviewer.email,
        name: reviewer.name,
        password_hash: passwordHash,
        inventor_id: null,
        role: 'reviewer',
        must_change_password: 1,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * Committee reviews of the office's tickets over the 18 months (issue 32): about half of the
 * tickets get one or two reviews three days after submission, due three weeks later; most were
 * submitted (5 to 25 days after assignment, scored and recommended), a few are conflicted, and
 * the open ones past their due date are the overdue figure.
 */
export async function insertDemoReviews(
  trx: Transaction<DB>,
  now: number,
  plans: readonly DemoTicketPlan[],
  ticketIds: readonly number[],
  reviewerIds: readonly number[],
  officeId: number,
): Promise<void> {
  const rng = new Random(3_201);
  for (const [index, plan] of plans.entries()) {
    if (rng.next() > 0.5) continue;
    const assigned = Date.parse(plan.createdAt) + 3 * DAY;
    if (assigned >= now) continue;
    const reviewers = rng.next() < 0.4 ? reviewerIds : [rng.pick(reviewerIds)];
    for (const reviewer of reviewers) {
      const due = new Date(assigned + 21 * DAY).toISOString().slice(0, 10);
      const submittedAt = assigned + rng.int(5, 25) * DAY;
      const roll = rng.next();
      const state =
        roll < 0.07 ? 'conflicted' : submittedAt < now && roll < 0.85 ? 'submitted' : 'in_progress';
      const scores =
        state === 'submitted'
          ? { novelty: rng.int(1, 5), market: rng.int(1, 5), inventor_engagement: rng.int(2, 5) }
          : null;
      const weighted = scores
        ? (scores.novelty * WEIGHTS.novelty +
            scores.market * WEIGHTS.market +
            scores.inventor_engagement * WEIGHTS.inventor_engagement) /
          10
        : null;
      await trx
        .insertInto('reviews')
        .values({
          ticket_id: ticketIds[index],
          reviewer_id: reviewer,
          state,
          due_date: due,
          declared_at: new Date(assigned + DAY).toISOString(),
          conflict_note: state === 'conflicted' ? 'I advise a competing company.' : null,
          scores: JSON.stringify(scores ?? {}),
          recommendation: scores ? rng.pick(RECOMMENDATIONS) : null,
          comment: scores ? 'Sound work; see the scores.' : '',
          score_centi: weighted === null ? null : Math.round(weighted * 100),
          submitted_at: state === 'submitted' ? new Date(submittedAt).toISOString() : null,
          assigned_by: officeId,
          created_at: new Date(assigned).toISOString(),
        })
        .execute();
    }
  }
}
