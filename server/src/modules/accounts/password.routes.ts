import { changePasswordSchema, detailMessageSchema } from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { changePassword } from './password.service';

/** POST /change-password: the current session stays, every other session of the user ends. */
const passwordRoutes: RoutePlugin = async (app) => {
  app.post(
    '/change-password',
    {
      onRequest: app.requireAuth,
      // The way out of `password_change_required`.
      config: { duringAccountSetup: true },
      schema: {
        summary: 'Change the own password; other sessions end, this one stays',
        security: SESSION,
        body: changePasswordSchema,
        response: {
          200: detailMessageSchema.describe('Password changed successfully!'),
          400: errorResponse(
            'Current password is incorrect., or a new-password rule (min 8, not all digits, not common, not the email)',
          ),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (5 wrong current passwords per 15 min per user)',
          ),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      await changePassword(app.db, request.auth, request.body);
      return { detail: 'Password changed successfully!' };
    },
  );
};
export default passwordRoutes;
