import { z } from 'zod';
import { formVersionSchema } from '@inventor-portal/shared/schemas';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { getAnsweredFormVersion, publishedForm } from './forms.service';

/**
 * GET /api/inventors/form/: the questions a new ticket asks (API.md Part 3); and one version by
 * number, for the pages of tickets created under an earlier one.
 */
const inventorFormRoutes: RoutePlugin = async (app) => {
  app.get(
    '/form',
    {
      onRequest: app.requireAuth,
      schema: {
        summary:
          'The published questionnaire version, or `{"version": null, "sections": []}` when none is',
        security: SESSION,
        response: { 200: formVersionSchema, 401: NOT_SIGNED_IN },
      },
    },
    async () => publishedForm(app.db),
  );

  app.get(
    '/form/:version',
    {
      onRequest: app.requireAuth,
      schema: {
        summary:
          "A version tickets answer (published or retired): the labels a ticket's answers are shown under",
        security: SESSION,
        params: z.object({ version: pathId }),
        response: { 200: formVersionSchema, 401: NOT_SIGNED_IN, 404: errorResponse('Not found.') },
      },
    },
    async (request) => getAnsweredFormVersion(app.db, request.params.version),
  );
};

export default inventorFormRoutes;
