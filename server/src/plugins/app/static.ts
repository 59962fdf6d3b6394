import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  FEDERATION,
  productionRemotesJson,
  type RemotesJson,
} from '@inventor-portal/shared/federation';
import { sendError } from './error-answer';
import { createIndexPage } from './index-page';

/** Same-origin defaults: each remote's manifest as the server itself serves it. */
export const defaultRemotes = productionRemotesJson;

/**
 * REMOTES_JSON is either inline JSON or a file path that is read on every request, so ops
 * can repoint one remote without restarting anything.
 */
export function readRemotes(setting: string | undefined): RemotesJson {
  if (!setting) return defaultRemotes();
  const text = setting.trim().startsWith('{') ? setting : fs.readFileSync(setting, 'utf8');
  const parsed = JSON.parse(text) as Partial<RemotesJson>;
  if (!Array.isArray(parsed.remotes)) throw new Error('REMOTES_JSON must hold {"remotes": [...]}');
  return { remotes: parsed.remotes };
}

const safeDecode = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * Folder of `npm run deploy:remote` builds (`<dir>/<remote>/<version>/`), served at
 * `/deployed/`. Read from the environment here (empty = unset, like the server config).
 */
export const deployDir = (env: NodeJS.ProcessEnv = process.env): string | null =>
  env.REMOTES_DEPLOY_DIR ? path.resolve(env.REMOTES_DEPLOY_DIR) : null;

/** Suffixes of the precompressed copies the front-end build writes next to its files. */
const PRECOMPRESSED = /\.(?:br|gz)$/;
/** Files the build may have precompressed: their body depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg)$/;

/**
 * Entry points must never be cached stale; content-hashed files can be cached forever. With
 * `preCompressed`, `filePath` is the `.br` / `.gz` copy actually sent: the rules (and `Vary`)
 * follow the file that was asked for.
 */
export function setCacheHeaders(
  res: { setHeader: (k: string, v: string) => void },
  filePath: string,
) {
  const base = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (COMPRESSIBLE.test(base)) res.setHeader('Vary', 'Accept-Encoding');
  if (
    base === 'index.html' ||
    base === 'remoteEntry.js' ||
    base.endsWith('manifest.json') ||
    base.endsWith('.json')
  ) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (/[.-][0-9a-f]{8,}\./.test(base)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=300');
  }
}

/**
 * Serves the built portal: host at `/`, remotes at `/remotes/<dir>/`, deployed remote versions at
 * `/deployed/` (REMOTES_DEPLOY_DIR), SPA fallback, `/remotes.json`.
 */
export default fp(
  async function staticFiles(app: FastifyInstance) {
    const root = app.config.staticRoot;
    const hostDist = path.join(root, 'host', 'dist');

    app.get('/remotes.json', async (request, reply) => {
      try {
        return reply.header('Cache-Control', 'no-cache').send(readRemotes(app.config.remotesJson));
      } catch (err) {
        request.log.error({ err }, 'REMOTES_JSON unreadable');
        return sendError(request, reply, 500, { detail: 'Remote configuration is unreadable.' });
      }
    });

    // Only decorates reply.sendFile; paths are resolved per request so a build or deploy made
    // after start is served without a restart.
    // cacheControl off: @fastify/static's own `public, max-age=0` would replace ours.
    // preCompressed: the build writes `.br` and `.gz` copies (scripts/webpack/precompress-plugin.cjs),
    // sent with Content-Encoding when the browser accepts them; the file itself otherwise.
    await app.register(fastifyStatic, {
      root: hostDist,
      serve: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });

    const remoteDirs = new Map<string, string>(
      FEDERATION.remotes.map((r) => [r.dir, path.join(root, r.dir, 'dist')]),
    );

    /** Sends `relative` from `base` if it is a file inside it; false otherwise. */
    const sendInside = (reply: FastifyReply, base: string, relative: string): boolean => {
      const file = path.resolve(base, '.' + path.posix.normalize('/' + relative));
      if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
        return false;
      void reply.sendFile(path.relative(base, file), base);
      return true;
    };

    // Deployed remote versions: `/deployed/<remote>/<version>/...`, same cache rules.
    const deployed = deployDir();
    app.get<{ Params: { '*': string } }>('/deployed/*', async (request, reply) => {
      const relative = safeDecode(request.params['*']);
      if (
        deployed &&
        relative !== null &&
        !relative.endsWith('deployments.json') &&
        sendInside(reply, deployed, relative)
      ) {
        return reply;
      }
      return sendError(request, reply, 404, { detail: 'Not found.' });
    });

    app.get<{ Params: { dir: string; '*': string } }>('/remotes/:dir/*', async (request, reply) => {
      const { dir, '*': rest } = request.params;
      const base = remoteDirs.get(dir);
      const relative = safeDecode(rest);
      if (base && relative !== null && sendInside(reply, base, relative)) return reply;
      return sendError(request, reply, 404, { detail: 'Not found.' });
    });

    const sendIndexPage = createIndexPage(hostDist, app.config.timeZone);
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      if (!sendIndexPage(request, reply)) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The portal front end is not built yet: run `npm run build` (npm start does it for you).',
          );
      }
      return reply;
    };

    // Every non-API, non-asset path is a client route of the single-page app.
    app.get('/*', async (request, reply) => {
      const url = request.url.split('?')[0];
      if (url.startsWith('/api/') || url.startsWith('/remotes/') || url.startsWith('/deployed/')) {
        return sendError(request, reply, 404, { detail: 'Not found.' });
      }
      const relative = safeDecode(url);
      const isIndex = relative === '/index.html';
      if (url !== '/' && !isIndex && relative !== null && sendInside(reply, hostDist, relative))
        return reply;
      return sendIndex(request, reply);
    });
    app.get('/', async (request, reply) => sendIndex(request, reply));
  },
  { name: 'static', dependencies: ['config'] },
);
