import { z } from 'zod';

/**
 * Campus sign-in (API.md Part 3 "Campus sign-in"): the providers the login page offers, the
 * `sso_error` codes it explains (sso-error-codes.ts), and how an account signs in (Settings).
 */
export { isSsoErrorCode, SSO_ERROR_CODES, type SsoErrorCode } from './sso-error-codes';

export const ssoProviderSummarySchema = z.object({
  id: z.string(),
  type: z.enum(['oidc', 'saml']),
  /** In the request's language. */
  label: z.string(),
});
export type SsoProviderSummary = z.infer<typeof ssoProviderSummarySchema>;

/** `GET /api/accounts/sso/` (public). */
export const ssoProvidersSchema = z.object({ providers: z.array(ssoProviderSummarySchema) });
export type SsoProviders = z.infer<typeof ssoProvidersSchema>;

/** `GET /api/accounts/sso/account/`: how the signed-in account signs in. */
export const signInSettingsSchema = z.object({
  /** This session's: `password` or `sso:<provider id>`. */
  sign_in_method: z.string(),
  /** Whether the account has a portal password (an account may have both). */
  has_password: z.boolean(),
  /** The providers linked to the account; `label` in the request's language (the id when gone). */
  providers: z.array(z.object({ id: z.string(), label: z.string(), linked_at: z.string() })),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

/** `POST /api/accounts/sso/account/remove-password/`: the confirmation the screen sends. */
export const removePasswordRequestSchema = z.object({
  confirm: z.literal(true, { message: 'Confirm that the portal password is to be removed.' }),
});
