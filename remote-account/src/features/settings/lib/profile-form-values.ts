import {
  CURRENT_PASSWORD_FOR_EMAIL,
  profileSchema,
  splitNameVariants,
  zodFormErrors,
  type FormErrors,
  type Account,
} from '@inventor-portal/shared/schemas';
import type { ProfileValues } from '@remote-account/lib/account-types';

/** The settings profile form: every field is text; name variants are comma-separated. */
export interface ProfileFormValues {
  preferred_name?: string;
  phone_number?: string;
  email?: string;
  affiliation?: string;
  orcid?: string;
  name_variants?: string;
  /** Asked for only while the email differs from the saved one. */
  current_password?: string;
}

export const toProfileFormValues = (user: Account | null | undefined): ProfileFormValues => {
  const inventor = user?.inventor;
  return {
    preferred_name: inventor?.preferred_name ?? '',
    phone_number: inventor?.phone ?? '',
    email: user?.email ?? inventor?.email ?? '',
    affiliation: inventor?.affiliation ?? '',
    orcid: inventor?.orcid ?? '',
    name_variants: (inventor?.name_variant ?? []).join(', '),
  };
};

const schemaInput = (values: ProfileFormValues) => ({
  ...values,
  name_variants: splitNameVariants(values.name_variants ?? ''),
});

/**
 * True when the email field holds another address than the saved one. The server compares
 * addresses trimmed and case-insensitively (accounts.service.ts `updateProfile`), so a change
 * of case alone needs no password here either.
 */
export const isEmailChanged = (values: ProfileFormValues, savedEmail: string): boolean =>
  (values.email ?? '').trim().toLowerCase() !== savedEmail.trim().toLowerCase();

/** The profile rules, plus the current password while the email is being changed. */
export const validateProfileForm = (values: ProfileFormValues, savedEmail?: string): FormErrors => {
  const errors = zodFormErrors(profileSchema, schemaInput(values));
  if (savedEmail !== undefined && isEmailChanged(values, savedEmail) && !values.current_password)
    errors.current_password = CURRENT_PASSWORD_FOR_EMAIL;
  return errors;
};

/** The save payload: trimmed, empty optional fields as null, name variants split on commas. */
export const toProfilePayload = (values: ProfileFormValues): ProfileValues =>
  profileSchema.parse(schemaInput(values));

/** The stored profile as a save payload (used to remove the photo without touching the rest). */
export const storedProfile = (user: Account): ProfileValues => ({
  preferred_name: user.inventor?.preferred_name ?? '',
  email: user.email,
  phone_number: user.inventor?.phone ?? null,
  affiliation: user.inventor?.affiliation ?? null,
  orcid: user.inventor?.orcid ?? null,
  name_variants: user.inventor?.name_variant ?? [],
});
