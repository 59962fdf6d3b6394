import { api } from './base-api';

export interface DetailResponse {
  detail: string;
}

export interface ConfirmPasswordResetArgs {
  uidb64: string;
  token: string;
  new_password: string;
}

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<DetailResponse, { email: string }>({
      query: (body) => ({ url: '/api/accounts/reset-password/', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<DetailResponse, ConfirmPasswordResetArgs>({
      query: ({ uidb64, token, new_password }) => ({
        url: `/api/accounts/reset-password-confirm/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`,
        method: 'POST',
        body: { new_password },
      }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = passwordApi;
