import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { LIMITS } from '@inventor-portal/shared/schemas';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { withUrlRedaction } from './lib/log-redaction';
import { setOfficeTimeZone } from './lib/office-calendar';
import { setMailingWriteLimit } from './lib/rate-limit';
import { readableOverLimitAnswers, transportOptions } from './lib/transport';
import corePlugin from './plugins/app/core';
import csrfPlugin from './plugins/app/csrf';
import errorsPlugin from './plugins/app/errors';
import { frameworkErrors } from './plugins/app/framework-errors';
import livePlugin from './plugins/app/live';
import mailPlugin from './plugins/app/mail';
import nulGuardPlugin from './plugins/app/nul-guard';
import originCheckPlugin from './plugins/app/origin-check';
import remindersPlugin from './plugins/app/reminders';
import routeContractPlugin from './plugins/app/route-contract';
import securityHeadersPlugin from './plugins/app/security-headers';
import sessionPlugin from './plugins/app/session';
import staticPlugin, { readRemotes } from './plugins/app/static';
import accountsRoutes from './routes/accounts';
import openApiDocs from './routes/docs';
import filesRoutes from './modules/files/files.routes';
import healthRoutes from './routes/health';
import inventorsRoutes from './routes/inventors';
import officeRoutes from './routes/office';
import reviewRoutes from './modules/reviews/reviews.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Start the mail outbox worker (the server does; most tests drive it by hand). */
  startMailWorker?: boolean;
  /** Run the disclosure-deadline reminders every hour (the server does; tests call the job). */
  startReminderJob?: boolean;
  closeDatabase?: boolean;
}

/** Never log secrets: cookies, CSRF tokens and auth headers are redacted from request logs. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
];

function remoteOrigins(config: AppConfig): string[] {
  try {
    return readRemotes(config.remotesJson)
      .remotes.map((r) => (/^https?:\/\//.test(r.entry) ? new URL(r.entry).origin : null))
      .filter((o): o is string => o !== null);
  } catch {
    return [];
  }
}

/** The app factory: tests get an app without a port, `server.ts` listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  setOfficeTimeZone(config.timeZone);
  setMailingWriteLimit(config.mailingWriteLimit);
  const app = Fastify({
    logger: withUrlRedaction(options.logger ?? { level: config.logLevel, redact: LOG_REDACT }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    ...transportOptions(config),
    return503OnClosing: true,
    frameworkErrors,
  });

  await app.register(corePlugin, {
    config,
    database: options.database,
    closeDatabase: options.closeDatabase ?? true,
  });
  await app.register(routeContractPlugin);
  await app.register(errorsPlugin);
  await app.register(readableOverLimitAnswers);
  await app.register(fastifyCookie);
  const origins = remoteOrigins(config);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...origins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: origins.length ? 'cross-origin' : 'same-origin' },
  });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: LIMITS.drawingBytes,
      files: 1,
      fields: 200,
      fieldSize: 16 * 1024,
      parts: 202,
    },
  });
  await app.register(nulGuardPlugin);
  await app.register(originCheckPlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(mailPlugin, { startWorker: options.startMailWorker ?? false });
  await app.register(remindersPlugin, { startJob: options.startReminderJob ?? false });
  await app.register(livePlugin, { schema: options.database.schema });
  await app.register(openApiDocs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountsRoutes, { prefix: '/accounts' });
      await api.register(inventorsRoutes, { prefix: '/inventors' });
      await api.register(filesRoutes, { prefix: '/files' });
      await api.register(officeRoutes, { prefix: '/office' });
      await api.register(reviewRoutes, { prefix: '/reviews' });
    },
    { prefix: '/api' },
  );
  await app.register(staticPlugin);
  return app;
}
