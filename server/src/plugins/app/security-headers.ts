import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers Helmet sets for `options`, read once on a throwaway instance: its onRequest
 * hook has run by the time the handler reads them off the raw response.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const res = await probe.inject({ url: '/' });
  await probe.close();
  return Object.entries(res.json() as Record<string, string>);
}

/**
 * Helmet's security headers (CSP, HSTS, frame, referrer, …) on every response. @fastify/helmet
 * rebuilds Helmet's middleware and re-parses the CSP directives on every request; with no
 * per-request nonces the headers never change, so they are computed once and copied onto
 * each response the same way (on the raw response, before the route runs).
 */
export default fp<FastifyHelmetOptions>(
  async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
    const headers = await helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
