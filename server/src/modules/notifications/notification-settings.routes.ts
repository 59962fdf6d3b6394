import {
  notificationSettingsInputSchema,
  notificationSettingsSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from './notification-settings.service';

/** GET and PUT /notification-settings/: per event, the bell (`in_app`) and the mail (`email`). */
const notificationSettingsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/notification-settings',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'The own notification settings: every event, in the portal and by email',
        security: SESSION,
        response: { 200: notificationSettingsSchema, 401: NOT_SIGNED_IN },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return getNotificationSettings(app.db, request.auth.userId);
    },
  );

  app.put(
    '/notification-settings',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Change any subset of events and channels; answers the whole settings',
        security: SESSION,
        body: notificationSettingsInputSchema,
        response: {
          200: notificationSettingsSchema,
          400: errorResponse('An unknown event or channel, or a value that is not a boolean.'),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return updateNotificationSettings(app.db, request.auth.userId, request.body);
    },
  );
};

export default notificationSettingsRoutes;
