import { api } from '@inventor-portal/shared';
import type { CreateAccountBody, CreateAccountResultBody } from '@remote-account/lib/account-types';

/** The public create-account call, guarded by the shared manager password. */
export const createAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAccount: build.mutation<CreateAccountResultBody, CreateAccountBody>({
      query: (body) => ({ url: '/api/accounts/create-account/', method: 'POST', body }),
    }),
  }),
});

export const { useCreateAccountMutation } = createAccountApi;
