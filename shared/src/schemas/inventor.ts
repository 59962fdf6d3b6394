import { z } from 'zod';
import { LIMITS } from './limits';

export const affiliationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Affiliation = z.infer<typeof affiliationSchema>;

/** Inventor summary (search results, co-inventors, patent list inventors). Never email or phone. */
export const inventorSummarySchema = z.object({
  id: z.number().int(),
  preferred_name: z.string().nullable(),
  full_name: z.string().nullable(),
  affiliation: z.string().nullable(),
  image: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type InventorSummary = z.infer<typeof inventorSummarySchema>;

/** The signed-in user's own inventor record, as `me` returns it. */
export const inventorSchema = inventorSummarySchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orcid: z.string().nullable(),
  name_variant: z.array(z.string()),
  patents_count: z.number().int(),
  tickets_count: z.number().int(),
  co_inventors_count: z.number().int(),
  must_change_password: z.boolean().optional(),
});
export type Inventor = z.infer<typeof inventorSchema>;

export const userSchema = z.object({ email: z.string(), inventor: inventorSchema });
export type User = z.infer<typeof userSchema>;

export const inventorSearchSchema = z.object({
  name: z
    .string({ message: 'Enter at least 2 characters.' })
    .trim()
    .min(2, 'Enter at least 2 characters.')
    .max(LIMITS.profileName, `Search text must be at most ${LIMITS.profileName} characters.`),
  shared_password: z.string().max(LIMITS.password).optional(),
});
export type InventorSearchPayload = z.infer<typeof inventorSearchSchema>;
