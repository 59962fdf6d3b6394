import {
  changePasswordFormSchema,
  zodFormErrors,
  type FormErrors,
} from '@inventor-portal/shared/schemas';

export interface PasswordFormValues {
  old_password?: string;
  new_password?: string;
  confirm_password?: string;
}

export const PASSWORDS_MUST_MATCH = 'Passwords must match';

/**
 * The shared schema's rules. Its match check only runs once every other field is valid, so a
 * mismatch is also reported while the form is still incomplete.
 */
export const validatePasswordForm = (values: PasswordFormValues): FormErrors => {
  const errors = zodFormErrors(changePasswordFormSchema, values);
  if (
    !errors.confirm_password &&
    values.confirm_password &&
    values.confirm_password !== values.new_password
  ) {
    errors.confirm_password = PASSWORDS_MUST_MATCH;
  }
  return errors;
};
