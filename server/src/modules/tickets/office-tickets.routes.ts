import { z } from 'zod';
import {
  officeTicketCountsSchema,
  officeTicketFiltersSchema,
  withAnswersQuerySchema,
  ticketAssignSchema,
  ticketStatusChangeSchema,
} from '@inventor-portal/shared/schemas';
import { paged, pageQuery } from '@server/lib/pagination';
import { limitMailingWrite } from '@server/lib/rate-limit';
import { OFFICE_TICKET_COUNTS_READS, OFFICE_TICKETS_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  MAILING_WRITES_LIMITED,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  assignTicket,
  changeTicketStatus,
  countOfficeTickets,
  getOfficeTicket,
  listOfficeTickets,
} from './office-tickets.service';
import {
  attestationFilters,
  officeAttestedDetailSchema,
  officeAttestedPageSchema,
  officeAttestedRowSchema,
} from '../attestation/attestation.service';
import { NOT_OFFICE, officeActor, optionalQuery } from '@server/lib/office-route-support';

const filters = officeTicketFiltersSchema.shape;
/** The list's filters; each sent empty counts as absent. */
const filterShape = {
  status: optionalQuery(filters.status),
  search: optionalQuery(filters.search),
  // `disclosure` added (API.md Part 2 "Attestation"): office-attestation-contract.ts.
  ordering: optionalQuery(attestationFilters.ordering),
  assignee: optionalQuery(filters.assignee),
  affiliation: optionalQuery(filters.affiliation),
  waiting: optionalQuery(filters.waiting),
  confirmation: optionalQuery(attestationFilters.confirmation),
  review: optionalQuery(filters.review),
};

const params = z.object({ id: pathId });
const NOT_VISIBLE = errorResponse('Not found. (also for a draft)');

/** /api/office/tickets: every inventor's submitted tickets, their status and assignee. */
const officeTicketRoutes: RoutePlugin = async (app) => {
  app.get(
    '/tickets',
    {
      schema: {
        summary: 'Every non-draft ticket, newest first; filters, search and ordering',
        description:
          '`status`; `search` (title or inventor name); `ordering` (`created_at`, `title`, `status`, `meeting_date`, `-` for descending); `assignee` (`me`, `none` or an office user id); `affiliation` (the submitter’s affiliation id); `waiting=true` (pending for more than 30 days); `confirmation` (`incomplete`: not every inventor confirmed, `complete`); `ordering=disclosure`: open tickets whose public disclosure is past or within 30 days first, soonest first, then the rest newest first. Rows add `confirmations_summary` `{confirmed, total}`, `disclosure_soon` and `disclosure_overdue`; with `answers=true` (the exports) each row also carries its questionnaire `answers`. Committee review (API.md Part 3): rows add `review_summary` `{assigned, submitted, mean_score, recommendations: {file, do_not_file, more_info}}`; `review` filter: `none` (no review assigned), `assigned` (a review still open), `submitted` (reviews assigned and none open), `overdue` (an open review past its due date). Issue 33: a `search` lists at most its first 1,000 matches (`count` stops there and the page adds `count_capped: true` when more match; pages past it are `404 Invalid page.`); with `answers=true` (the exports) every match is listed.',
        security: SESSION,
        querystring: pageQuery({
          ...filterShape,
          answers: optionalQuery(withAnswersQuerySchema.optional()),
        }),
        response: {
          200: officeAttestedPageSchema,
          400: errorResponse('An unknown status, ordering field or assignee.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request, reply) => {
      const { paging, answers, ...query } = request.query;
      const actor = officeActor(request);
      // Remembered until the next write, per office user (`assignee=me` is theirs).
      return sendCachedJson(
        reply,
        app.db,
        {
          route: 'office-tickets',
          caller: actor.userId,
          url: request.url,
          reads: OFFICE_TICKETS_READS,
        },
        async () => {
          const { count, capped, results } = await listOfficeTickets(app.db, actor, query, paging, {
            answers: answers ?? false,
          });
          const page = paged(request, paging, count, results);
          return capped ? { ...page, count_capped: true as const } : page;
        },
      );
    },
  );

  app.get(
    '/tickets/counts',
    {
      schema: {
        summary: 'Non-draft tickets per status, waiting and unassigned, under the list filters',
        description:
          'Takes the list’s `search`, `assignee` and `affiliation` filters; `status` and `waiting` do not narrow the counts. Under a `search` each count stops at 1,000 (issue 33) and `capped` lists the counts that reached it (`total` with any status that did); absent when none did.',
        security: SESSION,
        querystring: z.object(filterShape),
        response: {
          200: officeTicketCountsSchema,
          400: errorResponse('An unknown assignee or affiliation.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request, reply) => {
      const actor = officeActor(request);
      return sendCachedJson(
        reply,
        app.db,
        {
          route: 'office-ticket-counts',
          caller: actor.userId,
          url: request.url,
          reads: OFFICE_TICKET_COUNTS_READS,
        },
        () => countOfficeTickets(app.db, actor, request.query),
      );
    },
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        summary: 'One ticket with its inventors and its status history (oldest first)',
        security: SESSION,
        params,
        response: {
          200: officeAttestedDetailSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: NOT_VISIBLE,
        },
      },
    },
    async (request) => getOfficeTicket(app.db, request.params.id),
  );

  app.post(
    '/tickets/:id/status',
    {
      schema: {
        summary: 'Set the status (and meeting date); the inventors are notified',
        description:
          'A history entry, a notification and an activity (`approve` or `update`) per inventor, an audit entry; mails per the inventors’ settings (with `meeting.ics` when a meeting date is set). `needs_info` needs a `message`, kept in the history and posted as an office comment. `meeting_date: null` clears the meeting; left out, it stays.',
        security: SESSION,
        params,
        body: ticketStatusChangeSchema,
        response: {
          200: officeAttestedDetailSchema,
          400: errorResponse(
            'Unknown status (`status`), not a date-time (`meeting_date`), `{"message": ["Say what information is needed."]}` for needs_info without a message.',
          ),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: NOT_VISIBLE,
          429: MAILING_WRITES_LIMITED,
        },
      },
    },
    async (request) => {
      const actor = officeActor(request);
      return limitMailingWrite(app.db, actor.userId, () =>
        changeTicketStatus(app.db, app.config, actor, request.params.id, request.body),
      );
    },
  );

  app.post(
    '/tickets/:id/assign',
    {
      schema: {
        summary: 'Assign the ticket to an office account, or to nobody (null)',
        security: SESSION,
        params,
        body: ticketAssignSchema,
        response: {
          200: officeAttestedRowSchema,
          400: errorResponse('`{"assignee": ["Choose an office user."]}`: not an office account.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: NOT_VISIBLE,
        },
      },
    },
    async (request) =>
      assignTicket(app.db, officeActor(request), request.params.id, request.body.assignee),
  );
};

export default officeTicketRoutes;
