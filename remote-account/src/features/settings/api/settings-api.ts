import { api } from '@inventor-portal/shared';
import type { User } from '@inventor-portal/shared/schemas';
import type { ChangePasswordBody, ProfileValues } from '../../../lib/account-types';
import { buildProfileBody, type PhotoChange } from '../lib/profile-body';

export interface UpdateMeArgs {
  profile: ProfileValues;
  photo: PhotoChange;
}

/** The settings screen's own calls: profile save (with photo) and password change. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<User, UpdateMeArgs>({
      query: ({ profile, photo }) => ({
        url: '/api/accounts/me/',
        method: 'PUT',
        body: buildProfileBody(profile, photo),
      }),
      // A saved profile refreshes the current user everywhere (header avatar, profile page).
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    changePassword: build.mutation<unknown, ChangePasswordBody>({
      query: (body) => ({ url: '/api/accounts/change-password/', method: 'POST', body }),
      // `me.must_change_password` turns false: the shell lets the user go anywhere again.
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useUpdateMeMutation, useChangePasswordMutation } = settingsApi;
