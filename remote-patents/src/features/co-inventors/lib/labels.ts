import { formatNumber } from '@inventor-portal/shared/i18n';
import { patentsT, type PatentsT } from '@remote-patents/i18n';

/** '1 Co-Inventor' / '12 Co-Inventors' ('12 co-inventeurs'); components pass their hook's `t`. */
export function coInventorsLabel(count: number, t: PatentsT = patentsT()): string {
  return t('coInventors.total', { count, number: formatNumber(count) });
}

/** '1 Affiliation' / '3 Affiliations' ('3 affiliations'); components pass their hook's `t`. */
export function affiliationsLabel(count: number, t: PatentsT = patentsT()): string {
  return t('coInventors.affiliations', { count, number: formatNumber(count) });
}

/** Blank, missing, or the old back end's 'NULL' placeholder. */
export function isBlankAffiliation(value: string | null | undefined): boolean {
  const text = value?.trim() ?? '';
  return text === '' || text.toUpperCase() === 'NULL';
}

/** Distinct affiliations (case-insensitive), ignoring blanks and 'NULL'. */
export function countDistinctAffiliations(
  affiliations: ReadonlyArray<string | null | undefined>,
): number {
  const seen = new Set<string>();
  for (const value of affiliations) {
    if (!isBlankAffiliation(value)) seen.add((value as string).trim().toLowerCase());
  }
  return seen.size;
}
