import { auditPageSchema, auditQuerySchema } from '@inventor-portal/shared/schemas';
import { paged, pageQuery } from '@server/lib/pagination';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { listAudit } from './audit.service';
import { NOT_OFFICE, optionalQuery } from '@server/lib/office-route-support';

const auditQuery = pageQuery({
  actor: optionalQuery(auditQuerySchema.shape.actor),
  target_type: optionalQuery(auditQuerySchema.shape.target_type),
  target_id: optionalQuery(auditQuerySchema.shape.target_id),
});

/** GET /api/office/audit: every office write, newest first. */
const auditRoutes: RoutePlugin = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        summary:
          'The audit log of office writes, newest first; `actor`, `target_type` and `target_id` filters',
        description:
          '`actor` (an office user id), `target_type` and `target_id` (one record: with `target_type`, or any type with that id). `actor` is null in an entry made with the admin CLI.',
        security: SESSION,
        querystring: auditQuery,
        response: {
          200: auditPageSchema,
          400: errorResponse('`actor` or `target_id` not an id, or an unknown `target_type`.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request) => {
      const { paging, actor, target_type: targetType, target_id: targetId } = request.query;
      const { count, results } = await listAudit(
        app.db,
        { actor, targetType, targetId },
        { offset: paging.offset, limit: paging.pageSize },
      );
      return paged(request, paging, count, results);
    },
  );
};

export default auditRoutes;
