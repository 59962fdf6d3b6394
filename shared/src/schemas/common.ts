import { z } from 'zod';

/** Paged list response of docs/api.md: `{count, next, previous, results}`. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).default(12),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Trims a string; an empty result becomes null (optional text fields). */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

export const apiErrorSchema = z
  .object({ detail: z.string().optional(), error: z.string().optional() })
  .catchall(z.unknown());
export type ApiError = z.infer<typeof apiErrorSchema>;
