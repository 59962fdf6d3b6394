import { ATTESTATION_LIMITS, contributionTotal } from '@inventor-portal/shared/schemas';

/**
 * The contribution split of a ticket (API.md Part 2 "Attestation, contribution, disclosure
 * dates"): optional; when given, one whole percentage per inventor, summing to exactly 100.
 * The form keeps each share as typed (`'30'`, `''`), keyed by inventor id.
 */
export type ContributionInputs = Readonly<Record<string, string>>;

export interface ContributionEntry {
  inventor: number;
  percent: number;
}

/** What the shares add up to (the shared ATTESTATION_LIMITS: one number for form and server). */
export const CONTRIBUTION_TOTAL = ATTESTATION_LIMITS.contributionTotal;

const WHOLE_PERCENT = /^\d{1,3}$/;

/** A share as typed, or null while blank; NaN for anything that is not a whole 0–100. */
export function parseShare(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!WHOLE_PERCENT.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value <= CONTRIBUTION_TOTAL ? value : Number.NaN;
}

export type ContributionProblem = 'notWhole' | 'missing' | 'total' | null;

export interface ContributionSummary {
  /** No share typed at all: the split is simply not given. */
  empty: boolean;
  /** Sum of the valid shares typed so far. */
  total: number;
  /** 100 − total: > 0 still to assign, < 0 too many. */
  remaining: number;
  problem: ContributionProblem;
}

/** The live total and what is wrong with the split of `inventorIds`, if anything. */
export function summarizeContributions(
  inputs: ContributionInputs,
  inventorIds: readonly number[],
): ContributionSummary {
  const shares = inventorIds.map((id) => parseShare(inputs[String(id)]));
  const typed = shares.filter((share): share is number => share !== null);
  const empty = typed.length === 0;
  const total = contributionTotal(typed);
  const remaining = CONTRIBUTION_TOTAL - total;
  let problem: ContributionProblem = null;
  if (!empty) {
    if (typed.some((share) => Number.isNaN(share))) problem = 'notWhole';
    else if (typed.length < inventorIds.length) problem = 'missing';
    else if (remaining !== 0) problem = 'total';
  }
  return { empty, total, remaining, problem };
}

/** What the multipart `contributions` field carries: [] when not given. */
export function toContributionEntries(
  inputs: ContributionInputs,
  inventorIds: readonly number[],
): ContributionEntry[] {
  if (summarizeContributions(inputs, inventorIds).empty) return [];
  return inventorIds.map((id) => ({ inventor: id, percent: parseShare(inputs[String(id)]) ?? 0 }));
}

/** The form's inputs from a ticket's `contributions`. */
export function contributionInputsOf(
  entries: readonly { inventor: number; percent: number }[] | undefined,
): Record<string, string> {
  return Object.fromEntries((entries ?? []).map((e) => [String(e.inventor), String(e.percent)]));
}
