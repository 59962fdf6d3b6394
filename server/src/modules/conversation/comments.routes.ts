import { z } from 'zod';
import {
  commentInputSchema,
  commentPageSchema,
  commentSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { paged, pageQuery } from '@server/lib/pagination';
import { limitMailingWrite } from '@server/lib/rate-limit';
import { pathId } from '@server/lib/validation';
import {
  CSRF_REFUSED,
  errorResponse,
  MAILING_WRITES_LIMITED,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { addComment, listComments, type CommentCaller } from './comments.service';
import type { FastifyRequest } from 'fastify';

const params = z.object({ id: pathId });
const NOT_VISIBLE = errorResponse(
  'Not found. (also a ticket the caller may not see, and a draft for the office)',
);

function caller(request: FastifyRequest): CommentCaller {
  if (!request.auth) throw unauthenticated();
  const { userId, role, inventorId } = request.auth;
  return { userId, role, inventorId };
}

/** GET and POST /ticket/{id}/comments/: a ticket's thread (API.md Part 2 "Conversation"). */
const commentRoutes: RoutePlugin = async (app) => {
  app.get(
    '/ticket/:id/comments',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'The ticket’s thread, oldest first (its inventors and the office)',
        security: SESSION,
        params,
        querystring: pageQuery(),
        response: {
          200: commentPageSchema,
          401: NOT_SIGNED_IN,
          404: NOT_VISIBLE,
        },
      },
    },
    // Not remembered by the response cache: a thread is read right after it is written.
    async (request) => {
      const { paging } = request.query;
      const { count, results } = await listComments(
        app.db,
        caller(request),
        request.params.id,
        paging,
      );
      return paged(request, paging, count, results);
    },
  );

  app.post(
    '/ticket/:id/comments',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Add a comment; the ticket’s other inventors and the office are told',
        description:
          'The office is the assignee, or every office user while unassigned; never the author. Bell and mail per each recipient’s notification settings; a `comment` event on the events stream for everyone who may read the thread.',
        security: SESSION,
        params,
        body: commentInputSchema,
        response: {
          201: commentSchema,
          400: errorResponse(
            '`{"body": ["Comment cannot be empty."]}` or `{"body": ["Max 2000 characters"]}`.',
          ),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          404: NOT_VISIBLE,
          429: MAILING_WRITES_LIMITED,
        },
      },
    },
    async (request, reply) => {
      const who = caller(request);
      const comment = await limitMailingWrite(app.db, who.userId, () =>
        addComment(app, who, request.params.id, request.body.body),
      );
      return reply.status(201).send(comment);
    },
  );
};

export default commentRoutes;
