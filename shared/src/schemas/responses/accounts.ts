import { z } from 'zod';
import { pagedSchema } from '../common';
import { inventorSchema } from '../inventor';
import { activityLogSchema, notificationSchema } from '../notification';
import { LANGUAGES } from '../profile';

/**
 * The notifications page: the paged list plus `unread_count`, every unread notification of
 * the caller (not only those on the page), which the bell badge shows.
 */
export const notificationPageSchema = pagedSchema(notificationSchema).extend({
  unread_count: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const activityPageSchema = pagedSchema(activityLogSchema);

/** `PUT /api/accounts/notifications/`: how many notifications were marked read. */
export const markedReadSchema = z.object({ updated: z.number().int().nonnegative() });
export type MarkedRead = z.infer<typeof markedReadSchema>;

/**
 * A user's role: an inventor, technology-transfer office staff, or an outside reviewer of the
 * committee (API.md Part 3 "Committee review": no inventor record, only `/api/reviews/*`).
 */
export const ROLES = ['inventor', 'office', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The signed-in account, as `GET /api/accounts/me/`, `PUT /api/accounts/me/` and a completed
 * login answer it: `email` first and `inventor` last, as before `role`, `language` and
 * `two_factor_enabled` existed. An office account may have no inventor record: `inventor: null`.
 */
export const accountSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
  two_factor_enabled: z.boolean(),
  /** How this session was opened: `password`, or `sso:<provider id>` for a campus sign-in. */
  sign_in_method: z.string(),
  inventor: inventorSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * The first step of a login on an account with two-factor sign-in: the password was right,
 * no session was opened; send the same request again with `code`.
 */
export const twoFactorRequiredSchema = z.object({ two_factor_required: z.literal(true) });
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** `POST /api/accounts/2fa/setup/`: the new secret (base32) and its `otpauth://` URL for the QR code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /api/accounts/2fa/enable/`: the 10 single-use recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * The 403 of a signed-in route while the account must first change its generated password
 * (`password_change_required`) or, as office staff, set up two-factor sign-in
 * (`two_factor_required`).
 */
export const ACCOUNT_SETUP_CODES = ['password_change_required', 'two_factor_required'] as const;
export type AccountSetupCode = (typeof ACCOUNT_SETUP_CODES)[number];
export const accountSetupRequiredSchema = z.object({
  detail: z.string(),
  code: z.enum(ACCOUNT_SETUP_CODES),
});
