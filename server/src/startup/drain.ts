import type { Server } from 'node:http';
import net from 'node:net';

/** Time keep-alive clients get to finish their current request and move to a new connection. */
export const DRAIN_GRACE_MS = 1_000;

/**
 * The first step of a graceful stop, before `app.close()`, so that a rolling restart drops no
 * request: the server stops accepting connections (a cluster worker's go to the other workers,
 * an instance's to the others behind nginx) and every answer from then on closes its connection,
 * so a keep-alive client's next request opens a new one elsewhere instead of meeting Fastify's
 * closing 503. Connections still idle after the grace are closed: their client is not using them.
 * Answers the function that starts it and resolves when the grace is over.
 */
export function prepareDrain(server: Server, graceMs = DRAIN_GRACE_MS): () => Promise<void> {
  let draining = false;
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('Connection', 'close');
  });
  return async () => {
    draining = true;
    // net's close, not http's: http's also drops every idle keep-alive connection at once,
    // racing a client that is sending a request on one right then. Fastify's close calls http's
    // later and takes the "not running" answer in its stride.
    net.Server.prototype.close.call(server);
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    server.closeIdleConnections();
  };
}
