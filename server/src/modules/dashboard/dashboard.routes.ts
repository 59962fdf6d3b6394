import { officeDashboardSchema } from '@inventor-portal/shared/schemas';
import { NOT_SIGNED_IN, SESSION, type RoutePlugin } from '@server/plugins/app/route-contract';
import { getOfficeDashboard } from './dashboard.service';
import { NOT_OFFICE, officeActor } from '@server/lib/office-route-support';

/** GET /api/office/dashboard: the office's figures at a glance. */
const officeDashboardRoutes: RoutePlugin = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        summary:
          'Tickets per status, the median days to decision over 90 days, the ten oldest pending tickets',
        description:
          '`counts`: non-draft tickets per status (as the review queue counts them, without filters). `decisions.median_days`: the median number of days from a ticket’s creation to its first decision (approved or refused, from its status history), over the tickets first decided in the last `decisions.window_days` days, one decimal; null when there were none. `oldest_pending`: the ten oldest pending tickets, oldest first, with `age_days` (whole days since creation).',
        security: SESSION,
        response: { 200: officeDashboardSchema, 401: NOT_SIGNED_IN, 403: NOT_OFFICE },
      },
    },
    async (request) => getOfficeDashboard(app.db, officeActor(request)),
  );
};

export default officeDashboardRoutes;
