import { z } from 'zod';
import {
  detailMessageSchema,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from './two-factor.service';
import { takeSignInAttempt } from '../accounts/sign-in.service';

const DISABLED = 'Two-factor sign-in disabled.';

/**
 * Two-factor sign-in (TOTP) of the signed-in account: set-up, enable with a first code,
 * disable with the password and a code. Open while the account owes its set-up: this is how
 * office staff get out of `two_factor_required`.
 */
const twoFactorRoutes: RoutePlugin = async (app) => {
  app.post(
    '/2fa/setup',
    {
      onRequest: app.requireAuth,
      config: { duringAccountSetup: true },
      schema: {
        summary: 'Start two-factor set-up: a new secret and its otpauth:// URL (for a QR code)',
        description:
          'Not in force until `2fa/enable` confirms a code of it; a new set-up replaces a pending one. TOTP per RFC 6238: SHA-1, 6 digits, 30-second steps.',
        security: SESSION,
        body: z.object({}).describe('Nothing'),
        response: {
          200: twoFactorSetupSchema,
          400: errorResponse('Two-factor sign-in is already enabled.'),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return setUpTwoFactor(app, request.auth);
    },
  );

  app.post(
    '/2fa/enable',
    {
      onRequest: app.requireAuth,
      config: { duringAccountSetup: true },
      schema: {
        summary: 'Turn two-factor sign-in on with a code of the set-up secret',
        description:
          'Needs the current `password` (a session alone cannot turn it on). Answers the 10 recovery codes, shown this once (each works once in place of a code at login). The other sessions of the account end; the account is mailed.',
        security: SESSION,
        body: twoFactorEnableSchema,
        response: {
          200: recoveryCodesSchema,
          400: errorResponse(
            '`{"password": ["Enter your current password."]}` (missing or wrong); Invalid two-factor code.; Start the two-factor set-up first.; Two-factor sign-in is already enabled.',
          ),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (wrong passwords: 5 per 15 min, shared with change-password)',
          ),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return enableTwoFactor(app, request.auth, request.body);
    },
  );

  app.post(
    '/2fa/disable',
    {
      onRequest: app.requireAuth,
      config: { duringAccountSetup: true },
      schema: {
        summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
        description:
          'The secret and the recovery codes are deleted; the other sessions end; the account is mailed. Wrong codes count like failed sign-ins (the sign-in limits of the account’s email and the caller’s address).',
        security: SESSION,
        body: twoFactorDisableSchema,
        response: {
          200: detailMessageSchema.describe(DISABLED),
          400: errorResponse(
            'Current password is incorrect. (with `password`); Invalid two-factor code.; Two-factor sign-in is not enabled.',
          ),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (wrong passwords: 5 per 15 min, shared with change-password; wrong codes: the sign-in limits)',
          ),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      await disableTwoFactor(app, request.auth, {
        ...request.body,
        takeCodeAttempt: (email) => takeSignInAttempt(app.db, email, request.ip, request.log),
      });
      return { detail: DISABLED };
    },
  );
};
export default twoFactorRoutes;
