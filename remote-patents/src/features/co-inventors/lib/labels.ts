/** '1 Co-Inventor' / '12 Co-Inventors'. */
export function coInventorsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Co-Inventor' : 'Co-Inventors'}`;
}

/** '1 Affiliation' / '3 Affiliations'. */
export function affiliationsLabel(count: number): string {
  return `${count} ${count === 1 ? 'Affiliation' : 'Affiliations'}`;
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
