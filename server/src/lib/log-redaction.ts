import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Reset links carry a working credential in their path (`/reset-password/{uidb64}/{token}` for
 * the page, `/api/accounts/reset-password-confirm/{uidb64}/{token}/` for the API): whoever reads
 * the logs within 24 hours could set the password. Both segments are replaced in logged URLs.
 */
const RESET_PATH = /(\/reset-password(?:-confirm)?\/)[^/?#]+(?:\/[^/?#]*)?/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(RESET_PATH, (_match, prefix: string) => `${prefix}${REDACTED}/${REDACTED}`);
}

/** Fastify's own request serializer (same fields), with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options with the redacting request serializer (a caller's own `req` serializer wins). */
export function withUrlRedaction(logger: LoggerOption): LoggerOption {
  if (!logger || logger === true)
    return logger === true ? { serializers: { req: serializeRequest } } : logger;
  return { ...logger, serializers: { req: serializeRequest, ...logger.serializers } };
}
