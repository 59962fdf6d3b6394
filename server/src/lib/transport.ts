import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig, TrustProxy } from '../config';

type TransportOptions = Pick<
  FastifyServerOptions,
  'trustProxy' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
};

/** Fastify's `trustProxy` for TRUST_PROXY: its typings have no hop count, so hops become a function. */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * Who may set the client address, and how long a client may take: the whole request
 * (REQUEST_TIMEOUT_MS, Node answers 408), its headers (HEADERS_TIMEOUT_MS, against slowloris),
 * an idle socket (CONNECTION_TIMEOUT_MS) and an idle keep-alive connection.
 */
export function transportOptions(
  config: Pick<AppConfig, 'trustProxy' | 'timeouts'>,
): TransportOptions {
  const { timeouts } = config;
  return {
    trustProxy: fastifyTrustProxy(config.trustProxy),
    connectionTimeout: timeouts.connection,
    keepAliveTimeout: timeouts.keepAlive,
    requestTimeout: timeouts.request,
    http: {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      // Node checks both timeouts on this period (30 s by default): a shorter timeout needs a
      // shorter period to be honoured at all.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(250, Math.floor(timeouts.headers / 4)),
      ),
    },
  };
}

/** Bytes of an over-limit body still read so the client gets its answer; past this it is cut off. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * An over-limit body (413), or any body Fastify gave up on, is answered only once the client
 * has finished sending it. Fastify answers at once with `Connection: close`, so a client still
 * writing a 5 MB body gets its connection reset and sees EPIPE/ECONNRESET, never the 413.
 * Reading (and dropping) the rest first lets it read the answer. A body that goes on past
 * DRAIN_LIMIT_BYTES is cut off as before, and REQUEST_TIMEOUT_MS bounds a slow client.
 */
export const readableOverLimitAnswers = fp(
  async function readableOverLimitAnswers(app: FastifyInstance) {
    // A callback hook, not an async one: every answer passes here, and nearly all of them
    // go straight on without the cost of a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw;
      // Fastify closes the connection after any body it could not parse (413, bad JSON...):
      // those are the answers a still-sending client would miss.
      const closing =
        reply.statusCode === 413 ||
        String(reply.getHeader('connection') ?? '').toLowerCase() === 'close';
      const received = raw.complete || raw.readableEnded || raw.destroyed;
      if (!closing || received) {
        done(null, payload);
        return;
      }
      void new Promise<void>((resolve) => {
        let drained = 0;
        // Never wait longer than a whole request may take (a client that stalls mid-body).
        const timer = setTimeout(() => finish(), app.config.timeouts.request);
        timer.unref();
        const finish = () => {
          clearTimeout(timer);
          raw.off('data', onData);
          raw.off('end', finish);
          raw.off('close', finish);
          raw.off('error', finish);
          resolve();
        };
        const onData = (chunk: Buffer) => {
          drained += chunk.length;
          if (drained > DRAIN_LIMIT_BYTES) finish();
        };
        raw.on('data', onData);
        raw.once('end', finish);
        raw.once('close', finish);
        raw.once('error', finish);
        raw.resume();
      }).then(() => done(null, payload));
    });
  },
  { name: 'readable-over-limit-answers', dependencies: ['config'] },
);
