import { z } from 'zod';
import {
  markedReadSchema,
  notificationPageSchema,
  notificationSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { paged, pageQuery } from '@server/lib/pagination';
import { NOTIFICATIONS_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';
import { pathId } from '@server/lib/validation';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

/** The caller's own notifications: paged list, mark all read, mark one read. */
const notificationRoutes: RoutePlugin = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: app.requireAuth,
      // The session statement reads the caller's own version of `notifications` with it.
      config: { ownVersions: true },
      schema: {
        summary: 'The own notifications, newest first, with the unread count',
        security: SESSION,
        querystring: pageQuery(),
        response: {
          200: notificationPageSchema,
          401: NOT_SIGNED_IN,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const me = { userId: request.auth.userId, inventorId: request.auth.inventorId };
      const { language } = request.auth;
      const { paging } = request.query;
      // The bell reads it on every page: remembered until the next write of the caller's own
      // notifications (marking read is one). The messages are in the account's language, and
      // the inventor it is linked to owns some of them: both are part of what the body depends on.
      return sendCachedJson(
        reply,
        app.db,
        {
          route: `notifications:${language}:${me.inventorId ?? ''}`,
          caller: me.userId,
          url: request.url,
          reads: NOTIFICATIONS_READS,
        },
        async () => {
          const { count, unreadCount, results } = await listNotifications(
            app.db,
            me,
            { offset: paging.offset, limit: paging.pageSize },
            language,
          );
          // `unread_count` (beyond the plain list shape) lets the bell badge count every unread
          // notification, not only those on the loaded page.
          return { ...paged(request, paging, count, results), unread_count: unreadCount };
        },
      );
    },
  );

  app.put(
    '/notifications',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Mark every own notification read',
        security: SESSION,
        response: { 200: markedReadSchema, 401: NOT_SIGNED_IN, 403: CSRF_REFUSED },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return { updated: await markAllNotificationsRead(app.db, request.auth) };
    },
  );

  app.put(
    '/notifications/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Mark one own notification read',
        security: SESSION,
        params: z.object({ id: pathId }),
        response: {
          200: notificationSchema,
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          404: errorResponse('Not found. (also for another inventor’s)'),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return markNotificationRead(app.db, request.auth, request.params.id, request.auth.language);
    },
  );
};
export default notificationRoutes;
