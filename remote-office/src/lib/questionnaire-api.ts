import { api } from '@inventor-portal/shared';
import type { FormVersion } from '@inventor-portal/shared/schemas';

/** One questionnaire version (API.md Part 3): the builder edits it, the review shows its labels. */
export const questionnaireVersionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFormVersion: build.query<FormVersion, number>({
      query: (version) => `/api/office/forms/${version}/`,
      providesTags: (_result, _error, version) => [{ type: 'Questionnaire', id: version }],
    }),
    /** The version published now (`version: null` when none is): the exports' columns. */
    getPublishedForm: build.query<FormVersion, void>({
      query: () => '/api/inventors/form/',
      providesTags: [{ type: 'Questionnaire', id: 'PUBLISHED' }],
    }),
  }),
});

export const { useGetFormVersionQuery, useGetPublishedFormQuery } = questionnaireVersionApi;
