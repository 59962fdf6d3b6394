import { z } from 'zod';
import { LIMITS } from './limits';

export const nameVariantsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(LIMITS.nameVariant, `Name variants must be at most ${LIMITS.nameVariant} characters`),
  )
  .max(LIMITS.nameVariantsCount, `At most ${LIMITS.nameVariantsCount} name variants`)
  .transform((list) => list.filter((v) => v !== ''));

const nullableTrimmed = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** Profile save payload (spec §3, rules of spec §5 "Profile form"). */
export const profileSchema = z.object({
  preferred_name: z
    .string({ message: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(LIMITS.profileName, `Full name must be at most ${LIMITS.profileName} characters`),
  email: z
    .string({ message: 'Invalid email' })
    .trim()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Invalid email')),
  phone_number: nullableTrimmed(LIMITS.phone, 'Max 11 digits'),
  affiliation: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  orcid: nullableTrimmed(LIMITS.orcid, 'Max 19 characters'),
  name_variants: nameVariantsSchema.default([]),
});
export type ProfilePayload = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** Splits the settings form's comma-separated name variants: trimmed, empties dropped. */
export const splitNameVariants = (text: string): string[] =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
