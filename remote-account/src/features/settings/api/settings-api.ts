import { api, authApi } from '@inventor-portal/shared';
import type { Language } from '@inventor-portal/shared/i18n';
import type { Account } from '@inventor-portal/shared/schemas';
import type { ChangePasswordBody, ProfileValues } from '@remote-account/lib/account-types';
import { buildProfileBody, type PhotoChange } from '../lib/profile-body';

export interface UpdateMeArgs {
  profile: ProfileValues;
  photo: PhotoChange;
  /** Only when the email changes (the server then requires it). */
  currentPassword?: string;
}

/** The settings screen's own calls: profile save (with photo), language and password change. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<Account, UpdateMeArgs>({
      query: ({ profile, photo, currentPassword }) => ({
        url: '/api/accounts/me/',
        method: 'PUT',
        body: buildProfileBody(profile, photo, currentPassword),
      }),
      // A saved profile refreshes the current user everywhere (header avatar, profile page).
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
      // The saved user is cached at once: until the refetch lands, the form would otherwise
      // compare a new email with the old one and ask for the password again. Merged, not
      // replaced: what the profile form does not carry (`language`, `role`...) stays as it was
      // when an answer leaves it out.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            authApi.util.updateQueryData('getMe', undefined, (me) =>
              me ? Object.assign(me, data) : data,
            ),
          );
        } catch {
          // The form shows the error.
        }
      },
    }),
    /**
     * Settings' language control: a body with `language` only (the profile is left as it is).
     * The answer is `me`; the cached one takes the new language at once, so the shell (which
     * follows `me.language`) never switches the page back.
     */
    saveLanguageSetting: build.mutation<Account, Language>({
      query: (language) => ({ url: '/api/accounts/me/', method: 'PUT', body: { language } }),
      async onQueryStarted(language, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            authApi.util.updateQueryData('getMe', undefined, (me) => {
              if (me) Object.assign(me, data, { language });
            }),
          );
        } catch {
          // The language section shows the error.
        }
      },
    }),
    changePassword: build.mutation<unknown, ChangePasswordBody>({
      query: (body) => ({ url: '/api/accounts/change-password/', method: 'POST', body }),
      // `me.must_change_password` turns false: the shell lets the user go anywhere again.
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
      // The cached user drops the flag at once, so the notice leaves with the success message
      // instead of lingering until the refetch lands.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            authApi.util.updateQueryData('getMe', undefined, (me) => {
              if (me?.inventor) me.inventor.must_change_password = false;
            }),
          );
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useUpdateMeMutation, useSaveLanguageSettingMutation, useChangePasswordMutation } =
  settingsApi;
