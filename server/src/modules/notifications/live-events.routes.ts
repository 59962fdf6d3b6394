import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { unauthenticated } from '@server/lib/http-error';
import { NOT_SIGNED_IN, SESSION, type RoutePlugin } from '@server/plugins/app/route-contract';
import { sessionStillValid } from '@server/modules/accounts/sessions.service';

/** A comment line this often keeps proxies and the socket's idle timeout from closing the stream. */
export const HEARTBEAT_MS = 20_000;
/** What the browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 3_000;

const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Never stored or transformed (compressed) on the way: each event must arrive when written.
  'Cache-Control': 'no-cache, no-store, no-transform',
  Connection: 'keep-alive',
  // nginx and its kin: no response buffering on this route.
  'X-Accel-Buffering': 'no',
};

/**
 * GET /events/: the signed-in account's Server-Sent Events: `notification` (the object the
 * notifications list shows) and `comment` (`{ticket, comment}`), from this instance's bus,
 * which hears every instance's writes (plugins/app/live.ts). Outside Fastify's reply (hijacked):
 * nothing serializes, caches or compresses it.
 */
const eventsRoutes: RoutePlugin = async (app) => {
  const open = new Set<ServerResponse>();
  // Open streams never end by themselves: close them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(
    '/events',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Live events of the signed-in account (Server-Sent Events)',
        description:
          '`text/event-stream`. Events `notification` (data: the notification object) and `comment` (data: `{ticket, comment}`), within 5 s of the write on any server instance. A `retry:` hint first, then a comment line every 20 s. The stream ends when the session does.',
        security: SESSION,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('An endless text/event-stream.'),
          401: NOT_SIGNED_IN,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, HEADERS);
      response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      open.add(response);
      const stop = app.liveBus.subscribe(auth.userId, (name, data) => {
        response.write(`event: ${name}\ndata: ${data}\n\n`);
      });
      const heartbeat = setInterval(() => {
        response.write(': heartbeat\n\n');
        sessionStillValid(app.db, auth.sessionId)
          .then((valid) => {
            if (!valid) response.end();
          })
          .catch(() => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      response.once('close', () => {
        clearInterval(heartbeat);
        stop();
        open.delete(response);
      });
    },
  );
};

export default eventsRoutes;
