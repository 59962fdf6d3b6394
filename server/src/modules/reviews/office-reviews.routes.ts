import { z } from 'zod';
import {
  reviewAssignmentListSchema,
  reviewAssignmentSchema,
  reviewAssignSchema,
  reviewerAccountSchema,
  reviewerInviteSchema,
  rubricSchema,
} from '@inventor-portal/shared/schemas';
import { NOT_OFFICE, officeActor } from '@server/lib/office-route-support';
import { limitMailingWrite } from '@server/lib/rate-limit';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  MAILING_WRITES_LIMITED,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { inviteReviewer } from '../accounts/reviewer-accounts.service';
import {
  assignReview,
  getRubric,
  listTicketReviews,
  putRubric,
  removeReview,
} from './reviews.service';

const ticketParams = z.object({ id: pathId });
const reviewParams = z.object({ id: pathId, rid: pathId });
const NOT_VISIBLE = errorResponse('Not found. (also for a draft, or a review of another ticket)');

/**
 * /api/office: committee review (API.md Part 3 "Committee review"): inviting outside
 * reviewers, the rubric, and the assignments of a ticket.
 */
const officeReviewRoutes: RoutePlugin = async (app) => {
  app.post(
    '/reviewers',
    {
      schema: {
        summary: 'Invite an outside reviewer: a `reviewer` account and a set-password mail',
        description:
          '`{email, name, language?}`. 201 the new account (no inventor record), and a mail in its language linking to `PUBLIC_URL/reset-password/{uidb64}/{token}`, valid 7 days; 200 the existing account of a known email (nothing created, no mail). Credentials are never answered.',
        security: SESSION,
        body: reviewerInviteSchema,
        response: {
          200: reviewerAccountSchema,
          201: reviewerAccountSchema,
          400: errorResponse('`{"email": [...]}` or `{"name": [...]}`.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          429: MAILING_WRITES_LIMITED,
        },
      },
    },
    async (request, reply) => {
      const actor = officeActor(request);
      const { created, account } = await limitMailingWrite(app.db, actor.userId, () =>
        inviteReviewer(app.db, app.config, actor, request.body),
      );
      return reply.status(created ? 201 : 200).send(account);
    },
  );

  app.get(
    '/rubric',
    {
      schema: {
        summary: 'The review rubric: criteria with labels in both languages and weights',
        security: SESSION,
        response: { 200: rubricSchema, 401: NOT_SIGNED_IN, 403: NOT_OFFICE },
      },
    },
    async () => getRubric(app.db),
  );

  app.put(
    '/rubric',
    {
      schema: {
        summary: 'Replace the review rubric (1–10 criteria, weights 1–10)',
        description:
          'Scores already submitted keep the score they were submitted with; open reviews are scored on the new rubric.',
        security: SESSION,
        body: rubricSchema,
        response: {
          200: rubricSchema,
          400: errorResponse('`{"criteria": [...]}` and the like.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request) => putRubric(app.db, request.body),
  );

  app.post(
    '/tickets/:id/reviews',
    {
      schema: {
        summary: 'Assign a reviewer to the ticket with a due date',
        description:
          'Any active account but an inventor of the ticket. The reviewer gets a `review_assigned` notification and mail; the audit log has it.',
        security: SESSION,
        params: ticketParams,
        body: reviewAssignSchema,
        response: {
          201: reviewAssignmentSchema,
          400: errorResponse(
            '`{"reviewer": ["An inventor of this ticket cannot review it."]}`, `{"reviewer": ["Choose an account."]}`, `{"due_date": [...]}`.',
          ),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: NOT_VISIBLE,
          409: errorResponse('This account already reviews this ticket.'),
          429: MAILING_WRITES_LIMITED,
        },
      },
    },
    async (request, reply) => {
      const actor = officeActor(request);
      const assignment = await limitMailingWrite(app.db, actor.userId, () =>
        assignReview(app.db, app.config, actor, request.params.id, request.body),
      );
      return reply.status(201).send(assignment);
    },
  );

  app.get(
    '/tickets/:id/reviews',
    {
      schema: {
        summary: 'Every review assignment of the ticket, scores included',
        description:
          'Each with `state`, `declared_at`, `conflict_note`, `scores`, `score` (weighted mean, two decimals), `recommendation`, `comment`, `submitted_at`, and `warnings` (`same_affiliation`, `co_inventor`) about the reviewer.',
        security: SESSION,
        params: ticketParams,
        response: {
          200: reviewAssignmentListSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: NOT_VISIBLE,
        },
      },
    },
    async (request) => listTicketReviews(app.db, request.params.id),
  );

  app.delete(
    '/tickets/:id/reviews/:rid',
    {
      schema: {
        summary: 'Remove a review assignment (not once submitted)',
        security: SESSION,
        params: reviewParams,
        response: {
          204: z.undefined().describe('Removed.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: NOT_VISIBLE,
          409: errorResponse('A submitted review cannot be removed.'),
        },
      },
    },
    async (request, reply) => {
      await removeReview(app.db, officeActor(request), request.params.id, request.params.rid);
      return reply.status(204).send();
    },
  );
};

export default officeReviewRoutes;
