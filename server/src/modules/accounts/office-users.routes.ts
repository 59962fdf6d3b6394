import { officeUserListSchema } from '@inventor-portal/shared/schemas';
import { NOT_SIGNED_IN, SESSION, type RoutePlugin } from '@server/plugins/app/route-contract';
import { listOfficeUsers } from './office-users.service';
import { NOT_OFFICE } from '@server/lib/office-route-support';

/** GET /api/office/users: the active office accounts (the assignee picker), by name. */
const officeUserRoutes: RoutePlugin = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        summary: 'The active office accounts, by name (whom a ticket can be assigned to)',
        security: SESSION,
        response: { 200: officeUserListSchema, 401: NOT_SIGNED_IN, 403: NOT_OFFICE },
      },
    },
    async () => ({ results: await listOfficeUsers(app.db) }),
  );
};

export default officeUserRoutes;
