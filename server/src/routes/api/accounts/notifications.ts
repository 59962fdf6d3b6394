import type { FastifyInstance } from 'fastify';
import { notFound, unauthenticated } from '../../../lib/http-error';
import { paged, pageParams } from '../../../lib/pagination';
import { sendCachedJson } from '../../../lib/response-cache';
import { listNotifications, markAllRead, markOneRead } from '../../../repositories/notification.repository';

const parseId = (value: string): number | null => (/^[0-9]{1,9}$/.test(value) ? Number(value) : null);

/** The caller's own notifications: paged list, mark all read, mark one read. */
export default async function notificationRoutes(app: FastifyInstance) {
  app.get('/notifications', { onRequest: app.requireAuth }, async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const me = request.auth.inventorId;
    const params = pageParams(request);
    // The bell reads it on every page: remembered until the next write (marking read is one).
    return sendCachedJson(reply, app.db, { route: 'notifications', caller: me, url: request.url }, async () => {
      const { count, unreadCount, results } = await listNotifications(app.db, me, { offset: params.offset, limit: params.pageSize });
      // `unread_count` (beyond API.md's list shape) lets the bell badge count every unread
      // notification, not only those on the loaded page.
      return { ...paged(request, params, count, results), unread_count: unreadCount };
    });
  });

  app.put('/notifications', { onRequest: app.requireAuth }, async (request) => {
    if (!request.auth) throw unauthenticated();
    return { updated: await markAllRead(app.db, request.auth.inventorId) };
  });

  app.put('/notifications/:id', { onRequest: app.requireAuth }, async (request) => {
    if (!request.auth) throw unauthenticated();
    const id = parseId((request.params as { id: string }).id);
    const notification = id === null ? undefined : await markOneRead(app.db, request.auth.inventorId, id);
    if (!notification) throw notFound();
    return notification;
  });
}
