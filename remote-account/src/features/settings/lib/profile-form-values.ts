import { profileSchema, splitNameVariants, type User } from '@inventor-portal/shared/schemas';
import type { ProfileValues } from '../../../lib/account-types';
import { zodFormErrors, type FormErrors } from '../../../lib/zod-form-errors';

/** The settings profile form: every field is text; name variants are comma-separated. */
export interface ProfileFormValues {
  preferred_name?: string;
  phone_number?: string;
  email?: string;
  affiliation?: string;
  orcid?: string;
  name_variants?: string;
}

export const toProfileFormValues = (user: User | null | undefined): ProfileFormValues => {
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

export const validateProfileForm = (values: ProfileFormValues): FormErrors =>
  zodFormErrors(profileSchema, schemaInput(values));

/** The save payload: trimmed, empty optional fields as null, name variants split on commas. */
export const toProfilePayload = (values: ProfileFormValues): ProfileValues =>
  profileSchema.parse(schemaInput(values));

/** The stored profile as a save payload (used to remove the photo without touching the rest). */
export const storedProfile = (user: User): ProfileValues => ({
  preferred_name: user.inventor.preferred_name ?? '',
  email: user.email,
  phone_number: user.inventor.phone,
  affiliation: user.inventor.affiliation,
  orcid: user.inventor.orcid,
  name_variants: user.inventor.name_variant,
});
