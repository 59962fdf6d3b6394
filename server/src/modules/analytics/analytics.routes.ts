import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  analyticsReportQuerySchema,
  officeAnalyticsSchema,
} from '@inventor-portal/shared/schemas';
import { NOT_OFFICE } from '@server/lib/office-route-support';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { buildAnnualReport } from './analytics.report';
import { getOfficeAnalytics } from './analytics.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook as a download, never sniffed, never cached. */
const sendWorkbook = (reply: FastifyReply, year: number, workbook: Buffer) =>
  reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename="office-report-${year}.xlsx"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(workbook);

/** GET /api/office/analytics/ and its annual report (API.md Part 3, docs/analytics.md). */
const analyticsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        summary: 'The office’s figures over a range of days, per month, quarter or year',
        description:
          'Non-draft tickets only; periods are calendar periods in UTC (`2026-03`, `2026-Q1`, `2026`), every period of the range listed with zeros. Default: the last 12 months (from the first day of the month 11 months ago to today) by month. `days_to_decision_by_period` (additive): the median and 90th percentile of each period’s decisions. Definitions: docs/analytics.md.',
        security: SESSION,
        querystring: analyticsQuerySchema,
        response: {
          200: officeAnalyticsSchema,
          400: errorResponse(
            'A date that is not `YYYY-MM-DD`, an unknown `group`, or `from` after `to`.',
          ),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getOfficeAnalytics(app.db, request.query);
    },
  );

  app.get(
    '/analytics/report.xlsx',
    {
      schema: {
        summary: 'The annual report of a calendar year (UTC) as a workbook',
        description:
          'Sheets `Summary`, `Disclosures`, `Decisions`, `Affiliations` and `Reviews`: the year’s figures by month with their definitions, written off the event loop.',
        security: SESSION,
        querystring: analyticsReportQuerySchema,
        response: {
          200: {
            description: 'The workbook, `Content-Disposition: attachment`',
            content: { [XLSX]: { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: errorResponse('`year` missing or not a year (`YYYY`).'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      return sendWorkbook(reply, year, await buildAnnualReport(app.db, year));
    },
  );
};

export default analyticsRoutes;
