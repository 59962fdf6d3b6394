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

/** The languages of the portal (mails and screens); `en` unless the user chose otherwise. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, { message: 'Language must be en or fr.' });

export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.';

/**
 * What `PUT /api/accounts/me/` takes beyond the profile form: the interface `language`, and the
 * `current_password` that must come with a change of the email (missing or wrong → the same
 * message on `current_password`).
 */
export const profileUpdateSchema = profileSchema.extend({
  language: languageSchema.optional(),
  current_password: z
    .string({ message: CURRENT_PASSWORD_FOR_EMAIL })
    .max(LIMITS.password, CURRENT_PASSWORD_FOR_EMAIL)
    .optional(),
});
export type ProfileUpdatePayload = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Splits the settings form's comma-separated name variants: trimmed, empties dropped. */
export const splitNameVariants = (text: string): string[] =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
