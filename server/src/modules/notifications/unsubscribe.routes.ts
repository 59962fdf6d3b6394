import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translateMessage } from '@inventor-portal/shared/messages';
import { HttpError } from '@server/lib/http-error';
import { callerLanguage } from '@server/plugins/app/error-answer';
import {
  errorResponse,
  PUBLIC,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { checkUnsubscribeLink, unsubscribe } from './unsubscribe.service';
import { confirmPage, messagePage } from './unsubscribe-page';

const params = z.object({ token: z.string().max(200) });
const detailSchema = z.object({ detail: z.string() });
const HTML = 'text/html; charset=utf-8';

/** A browser submitting the page's form wants a page back; a mail provider's POST gets JSON. */
const wantsHtml = (request: FastifyRequest): boolean => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

async function htmlAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<{ status: number; body: string }>,
): Promise<FastifyReply> {
  const language = callerLanguage(request);
  let answer: { status: number; body: string };
  try {
    answer = await work();
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
    answer = { status: 400, body: messagePage(language, translateMessage(err.detail, language)) };
  }
  return reply
    .status(answer.status)
    .type(HTML)
    .header('Cache-Control', 'no-store')
    .send(answer.body);
}

/**
 * The mails' unsubscribe link (RFC 8058). POST turns that event's mail off; no session and no
 * CSRF token (the signed token is the credential, and a mail provider posts it from its own
 * servers). GET shows a page whose button makes that POST: opening the link alone changes
 * nothing, so a link scanner cannot unsubscribe anyone.
 */
const unsubscribeRoutes: RoutePlugin = async (app) => {
  // The one-click body is `List-Unsubscribe=One-Click`, form-encoded (RFC 8058 §3.1); it is
  // not needed, only accepted.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/unsubscribe/:token',
    {
      config: { csrfExempt: true },
      schema: {
        summary: 'One-click unsubscribe (RFC 8058): that event’s mail off, without a session',
        description:
          'No session and no CSRF token. The body (`List-Unsubscribe=One-Click`, form-encoded) is accepted and ignored. A browser (`Accept: text/html`) gets a small page instead of JSON.',
        security: PUBLIC,
        params,
        body: unvalidatedBody(z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() })),
        response: {
          200: detailSchema.describe('`{"detail": "You will no longer receive these emails."}`'),
          400: errorResponse('Invalid unsubscribe link.'),
        },
      },
    },
    async (request, reply) => {
      const { secretKey } = app.config;
      if (wantsHtml(request)) {
        return htmlAnswer(request, reply, async () => {
          const { detail } = await unsubscribe(app.db, secretKey, request.params.token);
          const language = callerLanguage(request);
          return { status: 200, body: messagePage(language, translateMessage(detail, language)) };
        });
      }
      // English like every success `detail` (the screens translate); errors follow the caller.
      const { detail } = await unsubscribe(app.db, secretKey, request.params.token);
      return reply.header('Cache-Control', 'no-store').send({ detail });
    },
  );

  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        summary: 'The page of an unsubscribe link: asks, and its button makes the POST',
        description: 'HTML in English or French (Accept-Language). Changes nothing by itself.',
        security: PUBLIC,
        params,
        produces: ['text/html'],
        response: {
          200: z.string().describe('An HTML page with the unsubscribe button.'),
          400: z.string().describe('An HTML page: "Invalid unsubscribe link."'),
        },
      },
    },
    async (request, reply) =>
      htmlAnswer(request, reply, async () => {
        const { event } = await checkUnsubscribeLink(
          app.db,
          app.config.secretKey,
          request.params.token,
        );
        return { status: 200, body: confirmPage(callerLanguage(request), event) };
      }),
  );
};

export default unsubscribeRoutes;
