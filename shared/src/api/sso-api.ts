import type { SignInSettings, SsoProviders } from '../schemas';
import type { Language } from '../i18n/languages';
import { api } from './base-api';

/** Zod-free, for the login page's first load. */
export { isSsoErrorCode, type SsoErrorCode } from '../schemas/sso-error-codes';

/**
 * Campus sign-in (API.md Part 3): the login page's providers (public; labels in the language
 * asked for, so switching the page's language refetches them), and how the signed-in account
 * signs in (Settings).
 */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSsoProviders: build.query<SsoProviders, Language>({
      query: (language) => ({
        url: '/api/accounts/sso/',
        headers: { 'Accept-Language': language },
      }),
    }),
    getSignInSettings: build.query<SignInSettings, void>({
      query: () => '/api/accounts/sso/account/',
      providesTags: ['Me'],
    }),
    removePortalPassword: build.mutation<{ detail: string }, void>({
      query: () => ({
        url: '/api/accounts/sso/account/remove-password/',
        method: 'POST',
        body: { confirm: true },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const {
  useGetSsoProvidersQuery,
  useGetSignInSettingsQuery,
  useRemovePortalPasswordMutation,
} = ssoApi;

/** Where a provider's button leads: the server starts the sign-in (a full page navigation). */
export const ssoLoginUrl = (providerId: string, next?: string | null): string =>
  `/api/accounts/sso/${encodeURIComponent(providerId)}/login/${
    next ? `?next=${encodeURIComponent(next)}` : ''
  }`;
