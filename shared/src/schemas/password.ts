import { z } from 'zod';
import { LIMITS } from './limits';

const newPassword = z
  .string({ message: 'New password is required' })
  .min(1, 'New password is required')
  .min(LIMITS.minPassword, 'Password must be at least 8 characters')
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

/** Settings "General" password form (spec §5 "Password form"). */
export const changePasswordFormSchema = z
  .object({
    old_password: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required'),
    new_password: newPassword,
    confirm_password: z
      .string({ message: 'Please confirm your new password' })
      .min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords must match',
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Password change payload the server accepts. */
export const changePasswordSchema = z.object({
  old_password: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(LIMITS.password),
  new_password: newPassword,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const loginSchema = z.object({
  email: z
    .string({ message: 'Please fill in all fields' })
    .trim()
    .min(1, 'Please fill in all fields')
    .max(LIMITS.email),
  password: z
    .string({ message: 'Please fill in all fields' })
    .min(1, 'Please fill in all fields')
    .max(LIMITS.password),
});

const TWO_FACTOR_CODE_REQUIRED = 'Enter the code from your authenticator app.';

/**
 * A two-factor code as typed: the 6 digits of the authenticator app, or one of the recovery
 * codes (`xxxxx-xxxxx`). Spaces are dropped (apps show `123 456`).
 */
export const twoFactorCodeSchema = z
  .string({ message: TWO_FACTOR_CODE_REQUIRED })
  .max(64, 'Invalid two-factor code.')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, TWO_FACTOR_CODE_REQUIRED));

/**
 * What `POST /api/accounts/login/` takes: the login form, plus `code` on the second step of an
 * account with two-factor sign-in (left out or empty on the first step).
 */
export const loginRequestSchema = loginSchema.extend({
  code: z
    .string()
    .max(64, 'Invalid two-factor code.')
    .transform((v) => v.replace(/\s+/g, ''))
    .optional(),
});
export type LoginRequestPayload = z.input<typeof loginRequestSchema>;

/** `POST /api/accounts/2fa/enable/`: a code of the secret `2fa/setup/` gave. */
/**
 * `POST /api/accounts/2fa/enable/`: a code of the set-up secret and the current password (a
 * stolen session alone cannot turn two-factor sign-in on and lock the owner out). A missing
 * password is checked by the service, to answer the same message as a wrong one.
 */
export const twoFactorEnableSchema = z.object({
  code: twoFactorCodeSchema,
  password: z.string().max(LIMITS.password).optional(),
});
export type TwoFactorEnablePayload = z.input<typeof twoFactorEnableSchema>;

/** `POST /api/accounts/2fa/disable/`: the password and a current code (or a recovery code). */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(LIMITS.password),
  code: twoFactorCodeSchema,
});
export type TwoFactorDisablePayload = z.input<typeof twoFactorDisableSchema>;
export type LoginPayload = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.email, 'Invalid email')
    .pipe(z.email('Invalid email')),
});
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** Reset password page: both required, a mismatch gives 'Passwords do not match'. */
export const resetPasswordFormSchema = z
  .object({
    new_password: z
      .string({ message: 'New password is required' })
      .min(1, 'New password is required'),
    confirm_password: z
      .string({ message: 'Please confirm your new password' })
      .min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordConfirmSchema = z.object({ new_password: newPassword });
