/** Column widths of the generic table (spec: default 300, min 140, max 500). */
export const COLUMN_SIZE = { size: 300, minSize: 140, maxSize: 500 } as const;

/** Skeleton rows shown while loading (spec §9: 8 for the generic table). */
export const DEFAULT_PLACEHOLDER_ROWS = 8;
