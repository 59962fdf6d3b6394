/** Lower case, accents stripped: how names are stored for and matched by search, on any database. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern for a contains-match, with LIKE's own wildcards escaped (use `escape '\\'`). */
export function containsPattern(query: string): string {
  return `%${normalizeSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
