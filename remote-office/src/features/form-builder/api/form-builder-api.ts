import { api } from '@inventor-portal/shared';
import type {
  FormDefinitionInput,
  FormVersion,
  FormVersionSummary,
} from '@inventor-portal/shared/schemas';

const VERSIONS_TAG = { type: 'Questionnaire', id: 'LIST' } as const;
const versionTag = (version: number) => ({ type: 'Questionnaire' as const, id: version });

/** The questionnaire builder's calls (API.md Part 3 "The office's questionnaire"). */
export const formBuilderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFormVersions: build.query<FormVersionSummary[], void>({
      query: () => '/api/office/forms/',
      providesTags: [VERSIONS_TAG],
    }),
    createFormVersion: build.mutation<FormVersion, FormDefinitionInput>({
      query: (definition) => ({ url: '/api/office/forms/', method: 'POST', body: definition }),
      invalidatesTags: (_result, error) => (error ? [] : [VERSIONS_TAG]),
    }),
    updateFormVersion: build.mutation<
      FormVersion,
      { version: number; definition: FormDefinitionInput }
    >({
      query: ({ version, definition }) => ({
        url: `/api/office/forms/${version}/`,
        method: 'PUT',
        body: definition,
      }),
      invalidatesTags: (_result, error, { version }) =>
        error ? [] : [VERSIONS_TAG, versionTag(version)],
    }),
    publishFormVersion: build.mutation<FormVersion, number>({
      query: (version) => ({ url: `/api/office/forms/${version}/publish/`, method: 'POST' }),
      // Every version's status may change (the one before is retired), and the inventors' form.
      invalidatesTags: (_result, error) => (error ? [] : ['Questionnaire']),
    }),
  }),
});

export const {
  useGetFormVersionsQuery,
  useCreateFormVersionMutation,
  useUpdateFormVersionMutation,
  usePublishFormVersionMutation,
} = formBuilderApi;
