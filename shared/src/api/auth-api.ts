import type {
  Account,
  LoginRequestPayload,
  RecoveryCodes,
  TwoFactorDisablePayload,
  TwoFactorEnablePayload,
  TwoFactorRequired,
  TwoFactorSetup,
} from '../schemas';
import { api } from './base-api';
import { readCookie } from './csrf';

/** A login answer: the signed-in user, or the request for the second factor (no session yet). */
export type LoginResult = Account | TwoFactorRequired;

/** True when the password was right but the account also needs its two-factor code. */
export const isTwoFactorRequired = (result: LoginResult): result is TwoFactorRequired =>
  'two_factor_required' in result && result.two_factor_required;

/**
 * Current user (`role` decides the navigation; an office account may have `inventor: null`):
 * `null` when signed out. Any failure of GET me (401, network, 5xx) means signed
 * out (spec §7), so this query never ends in an error state.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Account | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/accounts/me/');
        return { data: result.error ? null : ((result.data as Account | undefined) ?? null) };
      },
      providesTags: ['Me'],
    }),
    login: build.mutation<LoginResult, LoginRequestPayload>({
      query: (body) => ({ url: '/api/accounts/login/', method: 'POST', body }),
      // The cached user is set at once (so a redirect right after login sees it); the Me
      // invalidation then refetches it from the server as spec §4 asks. A two-factor step
      // opened no session: nothing changes until the code is sent.
      invalidatesTags: (result, error) =>
        error || !result || isTwoFactorRequired(result) ? [] : ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (isTwoFactorRequired(data)) return;
          // updateQueryData is synchronous (an existing entry); upsert covers "never asked yet".
          const patch = dispatch(authApi.util.updateQueryData('getMe', undefined, () => data));
          if (patch.patches.length === 0)
            void dispatch(authApi.util.upsertQueryData('getMe', undefined, data));
        } catch {
          // The caller shows the error (getErrorMessage).
        }
      },
    }),
    logout: build.mutation<null, void>({
      // The server refuses a sign-out GET without the CSRF header (a foreign page's link).
      query: () => ({
        url: '/api/accounts/logout/',
        method: 'GET',
        headers: { 'X-CSRFToken': readCookie('csrftoken') ?? '' },
      }),
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
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/accounts/2fa/setup/', method: 'POST', body: {} }),
    }),
    // Turning two-factor sign-in on or off changes `me.two_factor_enabled`.
    enableTwoFactor: build.mutation<RecoveryCodes, TwoFactorEnablePayload>({
      query: (body) => ({ url: '/api/accounts/2fa/enable/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    disableTwoFactor: build.mutation<{ detail: string }, TwoFactorDisablePayload>({
      query: (body) => ({ url: '/api/accounts/2fa/disable/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useLogoutMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = authApi;
