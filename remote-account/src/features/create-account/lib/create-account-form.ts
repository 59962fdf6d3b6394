import {
  newInventorSchema,
  zodFormErrors,
  type FormErrors,
  type InventorSummary,
} from '@inventor-portal/shared/schemas';
import type { CreateAccountBody } from '@remote-account/lib/account-types';

export const SHARED_PASSWORD_REQUIRED = 'Shared password is required';

export interface CreateAccountFormValues {
  shared_password?: string;
  /** Existing-inventor mode when set; manual entry otherwise. */
  selected_inventor?: InventorSummary | null;
  email?: string;
  preferred_name?: string;
  affiliation?: string;
  phone?: string;
  orcid?: string;
  name_variant?: string[];
}

const manualFields = (values: CreateAccountFormValues) => ({
  email: values.email,
  preferred_name: values.preferred_name,
  affiliation: values.affiliation,
  phone: values.phone,
  orcid: values.orcid,
  name_variant: values.name_variant ?? [],
});

/** Spec §5 "Create account form": the manual fields only count while no inventor is chosen. */
export const validateCreateAccount = (values: CreateAccountFormValues): FormErrors => {
  const errors: FormErrors = values.selected_inventor
    ? {}
    : zodFormErrors(newInventorSchema, manualFields(values));
  if (!values.shared_password) errors.shared_password = SHARED_PASSWORD_REQUIRED;
  return errors;
};

/** The POST body: `{shared_password, selected_inventor: id}` or `{shared_password, inventor: {...}}`. */
export const toCreateAccountBody = (values: CreateAccountFormValues): CreateAccountBody => {
  const shared_password = values.shared_password ?? '';
  if (values.selected_inventor)
    return { shared_password, selected_inventor: values.selected_inventor.id };
  const inventor = newInventorSchema.parse(manualFields(values));
  return {
    shared_password,
    inventor: {
      email: inventor.email,
      preferred_name: inventor.preferred_name,
      phone: inventor.phone,
      orcid: inventor.orcid,
      affiliation: inventor.affiliation,
      name_variant: inventor.name_variant,
    },
  };
};
