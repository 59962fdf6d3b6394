/**
 * A boolean as a statement returns it: PostgreSQL's `true`/`false`, SQLite's 1/0 (`exists`,
 * comparisons). Anything else is false.
 */
export const sqlBoolean = (value: unknown): boolean => value === true || Number(value) === 1;
