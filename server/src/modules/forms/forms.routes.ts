import { z } from 'zod';
import {
  formDefinitionSchema,
  formVersionListSchema,
  formVersionSchema,
} from '@inventor-portal/shared/schemas';
import { NOT_OFFICE, officeActor } from '@server/lib/office-route-support';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  createFormVersion,
  getFormVersion,
  listFormVersions,
  publishFormVersion,
  updateFormVersion,
} from './forms.service';

const versionParams = z.object({ version: pathId });

/**
 * The definition is validated by the service: a refusal names the full path of each problem,
 * list indexes included (`sections.0.questions.2.key`), which the generic answer leaves out.
 */
const definitionBody = unvalidatedBody(formDefinitionSchema);

const DEFINITION_REFUSED = errorResponse(
  'A refused definition: `detail` and one message list per problem, by its path (`sections.0.questions.2.key`): a key not `^[a-z][a-z0-9_]{0,39}$` or repeated, a label empty in either language, a choice type without options, `show_when` naming a later question or one that is not choice, multi_choice or yes_no.',
);

/** /api/office/forms: the office's questionnaire versions (API.md Part 3). */
const officeFormRoutes: RoutePlugin = async (app) => {
  app.get(
    '/forms',
    {
      schema: {
        summary: 'Every questionnaire version, newest first, with how many tickets answer each',
        security: SESSION,
        response: { 200: formVersionListSchema, 401: NOT_SIGNED_IN, 403: NOT_OFFICE },
      },
    },
    async () => listFormVersions(app.db),
  );

  app.post(
    '/forms',
    {
      schema: {
        summary: 'A new draft version of the questionnaire',
        security: SESSION,
        body: definitionBody,
        response: {
          201: formVersionSchema,
          400: DEFINITION_REFUSED,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request, reply) => {
      const version = await createFormVersion(app.db, officeActor(request), request.body);
      return reply.status(201).send(version);
    },
  );

  app.get(
    '/forms/:version',
    {
      schema: {
        summary: 'One questionnaire version',
        security: SESSION,
        params: versionParams,
        response: {
          200: formVersionSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) => getFormVersion(app.db, request.params.version),
  );

  app.put(
    '/forms/:version',
    {
      schema: {
        summary: 'Replace the sections of a draft version',
        security: SESSION,
        params: versionParams,
        body: definitionBody,
        response: {
          200: formVersionSchema,
          400: DEFINITION_REFUSED,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
          409: errorResponse('A published form cannot be changed.'),
        },
      },
    },
    async (request) => updateFormVersion(app.db, request.params.version, request.body),
  );

  app.post(
    '/forms/:version/publish',
    {
      schema: {
        summary:
          'Publish a draft: new tickets answer it; the version published before is retired (its tickets keep it)',
        security: SESSION,
        params: versionParams,
        body: z.object({}).describe('Nothing: the version is in the path.'),
        response: {
          200: formVersionSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
          409: errorResponse('Only a draft can be published.'),
        },
      },
    },
    async (request) => publishFormVersion(app.db, request.params.version),
  );
};

export default officeFormRoutes;
