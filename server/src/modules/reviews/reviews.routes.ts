import { z } from 'zod';
import {
  myReviewListSchema,
  myReviewSchema,
  otherReviewListSchema,
  reviewDeclareSchema,
  reviewerTicketSchema,
  reviewSaveSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { pathId } from '@server/lib/validation';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import type { FastifyRequest } from 'fastify';
import {
  declareReview,
  getMyReview,
  listMyReviews,
  otherReviews,
  reviewerTicket,
  saveReview,
  submitReview,
  type ReviewCaller,
} from './reviewer.service';

const params = z.object({ rid: pathId });
const NOT_YOURS = errorResponse(
  'Not found. (not the caller’s review, or the caller declared a conflict of interest on its ticket)',
);
const DECLARE_FIRST = errorResponse(
  '`{"detail": "Declare any conflict of interest first.", "code": "conflict_declaration_required"}`; `{"detail": "Set up two-factor sign-in first.", "code": "two_factor_required"}` while the account has no two-factor sign-in',
);

function reviewCaller(request: FastifyRequest): ReviewCaller {
  if (!request.auth) throw unauthenticated();
  const { userId, twoFactorEnabled, signInMethod } = request.auth;
  // Two-factor sign-in on, or a session opened by single sign-on (the campus's own checks).
  return { userId, strongSignIn: twoFactorEnabled || signInMethod.startsWith('sso:') };
}

/** /api/reviews: the caller's own review assignments (API.md Part 3 "Committee review"). */
const reviewRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/',
    {
      schema: {
        summary: 'The caller’s review assignments, open ones first',
        security: SESSION,
        response: { 200: myReviewListSchema, 401: NOT_SIGNED_IN },
      },
    },
    async (request) => listMyReviews(app.db, reviewCaller(request)),
  );

  app.get(
    '/:rid',
    {
      schema: {
        summary: 'One of the caller’s reviews, with the rubric it is scored on',
        security: SESSION,
        params,
        response: { 200: myReviewSchema, 401: NOT_SIGNED_IN, 404: NOT_YOURS },
      },
    },
    async (request) => getMyReview(app.db, reviewCaller(request), request.params.rid),
  );

  app.post(
    '/:rid/declare',
    {
      schema: {
        summary: 'Declare a conflict of interest, or none',
        description:
          '`{conflict, note?}`: `conflict: true` → `conflicted` (the office is told; the ticket stays closed to the caller), else `in_progress`.',
        security: SESSION,
        params,
        body: reviewDeclareSchema,
        response: {
          200: myReviewSchema,
          400: errorResponse('`{"conflict": [...]}`'),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          404: NOT_YOURS,
          409: errorResponse('Already declared.'),
        },
      },
    },
    async (request) =>
      declareReview(app.db, app.config, reviewCaller(request), request.params.rid, request.body),
  );

  app.get(
    '/:rid/ticket',
    {
      schema: {
        summary: 'The ticket under review: answers, attachments, inventors, contributions',
        description:
          'Never the discussion. Needs the declaration (no conflict) and two-factor sign-in. Adds the caller’s `review` and the `rubric`.',
        security: SESSION,
        params,
        response: {
          200: reviewerTicketSchema,
          401: NOT_SIGNED_IN,
          403: DECLARE_FIRST,
          404: NOT_YOURS,
        },
      },
    },
    async (request) => reviewerTicket(app.db, reviewCaller(request), request.params.rid),
  );

  app.put(
    '/:rid',
    {
      schema: {
        summary: 'Save the review as it goes (the fields given replace the stored ones)',
        security: SESSION,
        params,
        body: reviewSaveSchema,
        response: {
          200: myReviewSchema,
          400: errorResponse(
            '`{"scores": ["Scores are whole numbers from 1 to 5."]}`, `{"scores": ["Unknown criterion."]}`.',
          ),
          401: NOT_SIGNED_IN,
          403: DECLARE_FIRST,
          404: NOT_YOURS,
          409: errorResponse('This review is submitted.'),
        },
      },
    },
    async (request) => saveReview(app.db, reviewCaller(request), request.params.rid, request.body),
  );

  app.post(
    '/:rid/submit',
    {
      schema: {
        summary: 'Submit the review for good',
        security: SESSION,
        params,
        body: z.object({}).describe('Nothing'),
        response: {
          200: myReviewSchema,
          400: errorResponse(
            '`{"scores": ["Score every criterion."]}` or `{"recommendation": ["Choose a recommendation."]}`.',
          ),
          401: NOT_SIGNED_IN,
          403: DECLARE_FIRST,
          404: NOT_YOURS,
          409: errorResponse('This review is submitted.'),
        },
      },
    },
    async (request) => submitReview(app.db, app.config, reviewCaller(request), request.params.rid),
  );

  app.get(
    '/:rid/others',
    {
      schema: {
        summary: 'The other submitted reviews of the ticket, once the caller’s is submitted',
        security: SESSION,
        params,
        response: {
          200: otherReviewListSchema,
          401: NOT_SIGNED_IN,
          403: errorResponse(
            'Submit your review first. (Also the two-factor answer of the ticket view.)',
          ),
          404: NOT_YOURS,
        },
      },
    },
    async (request) => otherReviews(app.db, reviewCaller(request), request.params.rid),
  );
};

export default reviewRoutes;
