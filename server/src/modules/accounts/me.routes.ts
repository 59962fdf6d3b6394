import { z } from 'zod';
import { accountSchema, profileUpdateSchema } from '@inventor-portal/shared/schemas';
import { requestVersions } from '@server/db/data-version';
import { unauthenticated } from '@server/lib/http-error';
import { ME_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';
import {
  CSRF_REFUSED,
  errorResponse,
  MULTIPART_OR_JSON,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { currentUser } from './accounts.service';
import { updateProfile } from './profile.service';
import { readProfileInput } from './profile-input';

/** What PUT /me/ takes, as JSON or as a multipart form (for the document; the handler reads it). */
const profileForm = profileUpdateSchema.extend({
  image: z
    .union([z.null(), z.file()])
    .optional()
    .describe(
      'Multipart: the new photo (PNG, JPEG, GIF or WebP, at most 5 MB). JSON: null removes the photo.',
    ),
});

/**
 * GET /me and PUT /me (profile save, JSON or multipart with an optional photo). Both stay open
 * while the account owes its set-up (a generated password to change, two-factor sign-in for
 * office staff): the Settings screen where the shell keeps such an account reads and saves
 * the profile, and an email change there needs the current password anyway.
 */
const meRoutes: RoutePlugin = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.requireAuth,
      config: { duringAccountSetup: true },
      schema: {
        summary: 'The signed-in account and its inventor',
        security: SESSION,
        response: { 200: accountSchema, 401: NOT_SIGNED_IN },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      // Every page load reads it: remembered per account until the next write.
      return sendCachedJson(
        reply,
        app.db,
        // `sign_in_method` is the session's: a provider's session is remembered apart.
        {
          route: `me:${auth.signInMethod}`,
          caller: auth.userId,
          url: request.url,
          reads: ME_READS,
        },
        // The counts' cache checks the versions read with the session, not a second read.
        () => currentUser(app.db, auth.userId, auth.signInMethod, requestVersions(request, app.db)),
      );
    },
  );

  app.put(
    '/me',
    {
      onRequest: app.requireAuth,
      config: { duringAccountSetup: true },
      schema: {
        summary: 'Save the own profile; optional fields left out keep their value',
        description:
          'JSON, or multipart/form-data with `name_variants[0]`, `name_variants[1]`… (or repeated `name_variants`) and an optional `image` file. `language` (`en` or `fr`) sets the account language. A new `email` needs `current_password`; the old address is told, and reset links mailed before stop working.',
        security: SESSION,
        consumes: MULTIPART_OR_JSON,
        body: unvalidatedBody(profileForm),
        response: {
          200: accountSchema,
          400: errorResponse(
            'Field errors (spec §5 messages); `language` not en or fr; a new email without the right `current_password` (`{"current_password": ["Enter your current password to change your email."]}`); email taken; image not an image or over 5 MB.',
          ),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          413: errorResponse('Request body is too large.'),
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (wrong current passwords: 5 per 15 min, shared with change-password)',
          ),
        },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      return updateProfile(
        app,
        auth,
        await readProfileInput(request),
        requestVersions(request, app.db),
      );
    },
  );
};
export default meRoutes;
