import { z } from 'zod';
import {
  officeInventorCreateSchema,
  officeInventorDetailSchema,
  officeInventorPageSchema,
  officeInventorQuerySchema,
  officeInventorSchema,
  officeInventorUpdateSchema,
} from '@inventor-portal/shared/schemas';
import { paged, pageQuery } from '@server/lib/pagination';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  createOfficeInventor,
  getOfficeInventor,
  listOfficeInventors,
  setInventorActive,
  updateOfficeInventor,
} from './office-inventors.service';
import { NOT_OFFICE, officeActor, optionalQuery } from '@server/lib/office-route-support';

const params = z.object({ id: pathId });
const FIELD_ERRORS = errorResponse(
  'Field errors with the spec §5 messages (`{"email": ["Invalid email"]}`…); `affiliation: ["Unknown affiliation."]`.',
);
const EMAIL_TAKEN = errorResponse(
  'An account with this email already exists. / An inventor with this email already exists.',
);

/** /api/office/inventors: the inventor directory and its accounts. */
const officeInventorRoutes: RoutePlugin = async (app) => {
  app.get(
    '/inventors',
    {
      schema: {
        summary: 'Every inventor, newest first, with email, account state and counts',
        description:
          '`search` matches names, name variants (accent- and case-insensitive) and the email. `is_active` is false only for a deactivated account.',
        security: SESSION,
        querystring: pageQuery({
          search: optionalQuery(officeInventorQuerySchema.shape.search),
        }),
        response: {
          200: officeInventorPageSchema,
          400: errorResponse('Search text too long.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request) => {
      const { paging, search } = request.query;
      const { count, results } = await listOfficeInventors(app.db, search, paging);
      return paged(request, paging, count, results);
    },
  );

  app.get(
    '/inventors/:id',
    {
      schema: {
        summary: 'One inventor with their tickets and patents',
        description:
          'The list row (email, phone, ORCID, name variants, account state, counts) plus `tickets` (every non-draft ticket they sent or are named on, newest first, with `role`: `submitter` or `inventor`) and `patents` (newest first).',
        security: SESSION,
        params,
        response: {
          200: officeInventorDetailSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) => getOfficeInventor(app.db, officeActor(request), request.params.id),
  );

  app.post(
    '/inventors',
    {
      schema: {
        summary: 'Create an inventor, with an account when `create_account` is true',
        description:
          'The account’s generated password is mailed to the inventor (must be changed at first sign-in), never answered.',
        security: SESSION,
        body: unvalidatedBody(officeInventorCreateSchema),
        response: {
          201: officeInventorSchema,
          400: FIELD_ERRORS,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          409: EMAIL_TAKEN,
        },
      },
    },
    async (request, reply) => {
      const inventor = await createOfficeInventor(app, officeActor(request), request.body);
      return reply.status(201).send(inventor);
    },
  );

  app.patch(
    '/inventors/:id',
    {
      schema: {
        summary: 'Edit an inventor: the fields sent replace theirs',
        description:
          'A new `email` is also the sign-in email of the inventor’s account. `phone` or `orcid` null (or empty) clears it.',
        security: SESSION,
        params,
        body: unvalidatedBody(officeInventorUpdateSchema),
        response: {
          200: officeInventorSchema,
          400: FIELD_ERRORS,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
          409: EMAIL_TAKEN,
        },
      },
    },
    async (request) =>
      updateOfficeInventor(app.db, officeActor(request), request.params.id, request.body),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/inventors/:id/${action}`,
      {
        schema: {
          summary: active
            ? 'Reactivate the inventor’s account'
            : 'Deactivate the inventor’s account: its sessions end at once',
          security: SESSION,
          params,
          body: z.object({}).describe('Nothing'),
          response: {
            200: officeInventorSchema,
            401: NOT_SIGNED_IN,
            403: NOT_OFFICE,
            404: errorResponse('Not found.'),
            409: errorResponse('This inventor has no account.'),
          },
        },
      },
      async (request) => setInventorActive(app.db, officeActor(request), request.params.id, active),
    );
  }
};

export default officeInventorRoutes;
