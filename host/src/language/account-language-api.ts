import { api, authApi } from '@inventor-portal/shared';
import type { Language } from '@inventor-portal/shared/i18n';
import type { Account } from '@inventor-portal/shared/schemas';

/**
 * Saves the language picked on the login page to the account at sign-in: `PUT /api/accounts/me/`
 * with a language-only JSON body, which answers the account. Named apart from the Settings
 * screen's own profile and language calls, which live in remote-account.
 */
export const accountLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAccountLanguageAtSignIn: build.mutation<Account, Language>({
      query: (language) => ({ url: '/api/accounts/me/', method: 'PUT', body: { language } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
      // The saved account is cached at once, so the shell sees the new language before the refetch.
      async onQueryStarted(_language, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.updateQueryData('getMe', undefined, () => data));
        } catch {
          // The caller logs the failure and keeps the page in the chosen language.
        }
      },
    }),
  }),
});

export const { useUpdateAccountLanguageAtSignInMutation } = accountLanguageApi;
