import { createAccountResultSchema, createAccountSchema } from '@inventor-portal/shared/schemas';
import {
  errorResponse,
  PUBLIC,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { createAccount } from './create-account.service';

/**
 * POST /create-account (public, guarded by the manager's shared password): creates the user
 * (and the inventor, in manual mode) with a random password that must be changed, and queues
 * the credentials mail. Every failure carries `error`, which the create-account screen reads.
 */
const createAccountRoutes: RoutePlugin = async (app) => {
  app.post(
    '/create-account',
    {
      config: { errorField: true },
      schema: {
        summary: "Create an account with the manager's shared password",
        description:
          "For an existing inventor (`selected_inventor`) or a new one (`inventor`). The body is checked in this order: the failure limits, the shared password, then the fields. The account's language comes from `Accept-Language` (`fr` when French is preferred, else `en`); an existing inventor also gets a notice mail.",
        security: PUBLIC,
        // Validated by the service, after the rate limit and the shared password.
        body: unvalidatedBody(createAccountSchema),
        response: {
          201: createAccountResultSchema.describe(
            'The credentials (also mailed); the password must be changed at first sign-in',
          ),
          400: errorResponse('Field errors, with `error`'),
          403: errorResponse('Invalid shared password. (or a CSRF refusal)'),
          404: errorResponse('Inventor not found.'),
          409: errorResponse('An account with this email already exists.'),
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (10 failed shared passwords per 15 min per address, 50 from all addresses together)',
          ),
        },
      },
    },
    async (request, reply) => {
      const credentials = await createAccount(
        app,
        { ip: request.ip, acceptLanguage: request.headers['accept-language'] },
        request.body,
      );
      return reply.status(201).send({ credentials });
    },
  );
};
export default createAccountRoutes;
