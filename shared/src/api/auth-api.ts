import type { LoginPayload, User } from '../schemas';
import { api } from './base-api';

/**
 * Current user: `null` when signed out. Any failure of GET me (401, network, 5xx) means signed
 * out (spec §7), so this query never ends in an error state.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/accounts/me/');
        return { data: result.error ? null : ((result.data as User | undefined) ?? null) };
      },
      providesTags: ['Me'],
    }),
    login: build.mutation<User, LoginPayload>({
      query: (body) => ({ url: '/api/accounts/login/', method: 'POST', body }),
      // The cached user is set at once (so a redirect right after login sees it); the Me
      // invalidation then refetches it from the server as spec §4 asks.
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // updateQueryData is synchronous (an existing entry); upsert covers "never asked yet".
          const patch = dispatch(authApi.util.updateQueryData('getMe', undefined, () => data));
          if (patch.patches.length === 0) void dispatch(authApi.util.upsertQueryData('getMe', undefined, data));
        } catch {
          // The caller shows the error (getErrorMessage).
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/accounts/logout/', method: 'GET' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Signed out locally anyway: the user asked to leave.
        }
        // Drop every cached list of the previous user, then mark the user signed out.
        dispatch(api.util.resetApiState());
        dispatch(authApi.util.upsertQueryData('getMe', undefined, null));
      },
    }),
  }),
});

export const { useGetMeQuery, useLoginMutation, useLogoutMutation } = authApi;
