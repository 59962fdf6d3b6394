/**
 * The `sso_error` codes the login page explains (API.md Part 3 "Campus sign-in"). No zod here:
 * the login page reads them on its first load, which does without zod (load-login-schema.ts).
 */
export const SSO_ERROR_CODES = [
  'invalid_response',
  'email_unverified',
  'not_allowed',
  'account_deactivated',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export const isSsoErrorCode = (value: unknown): value is SsoErrorCode =>
  typeof value === 'string' && (SSO_ERROR_CODES as readonly string[]).includes(value);
