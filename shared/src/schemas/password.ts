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
  email: z.string({ message: 'Please fill in all fields' }).trim().min(1, 'Please fill in all fields').max(LIMITS.email),
  password: z.string({ message: 'Please fill in all fields' }).min(1, 'Please fill in all fields').max(LIMITS.password),
});
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
    new_password: z.string({ message: 'New password is required' }).min(1, 'New password is required'),
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
