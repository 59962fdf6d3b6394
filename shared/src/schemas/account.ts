import { z } from 'zod';
import { LIMITS } from './limits';

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A new inventor on the create-account screen (spec §5 "Create account form"). */
export const newInventorSchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.email, 'Invalid email')
    .pipe(z.email('Invalid email')),
  preferred_name: z
    .string({ message: 'Preferred name is required' })
    .trim()
    .min(1, 'Preferred name is required')
    .max(LIMITS.profileName, `Preferred name must be at most ${LIMITS.profileName} characters`),
  affiliation: z
    .union([z.string(), z.number()], { message: 'Affiliation is required' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'Affiliation is required').max(100)),
  phone: optional(LIMITS.phone, 'Max 11 digits'),
  orcid: optional(LIMITS.orcid, 'Max 19 characters'),
  name_variant: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Name variant cannot be empty')
        .max(LIMITS.nameVariant, `Name variants must be at most ${LIMITS.nameVariant} characters`),
    )
    .max(LIMITS.nameVariantsCount)
    .default([]),
});
export type NewInventor = z.input<typeof newInventorSchema>;

const sharedPassword = z
  .string({ message: 'Shared password is required' })
  .min(1, 'Shared password is required')
  .max(LIMITS.password);

/** Create-account payload: a new inventor, or an existing one by id. */
export const createAccountSchema = z.union([
  z.object({
    shared_password: sharedPassword,
    selected_inventor: z.coerce.number().int().positive(),
  }),
  z.object({ shared_password: sharedPassword, inventor: newInventorSchema }),
]);
export type CreateAccountPayload =
  | { shared_password: string; selected_inventor: number }
  | { shared_password: string; inventor: NewInventor };

export const createAccountResultSchema = z.object({
  credentials: z.object({ email: z.string(), password: z.string() }),
});
export type CreateAccountResult = z.infer<typeof createAccountResultSchema>;
