import { api } from '@inventor-portal/shared';
import type { FormVersion, Paged, Ticket } from '@inventor-portal/shared/schemas';

/** The office's questionnaire as an inventor reads it (API.md Part 3). */
export const questionnaireApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The published version a new ticket answers (`version: null` when there is none). */
    getPublishedQuestionnaire: build.query<FormVersion, void>({
      query: () => '/api/inventors/form/',
      providesTags: [{ type: 'Questionnaire', id: 'PUBLISHED' }],
    }),
    /** A version by number: the one an existing ticket answers. */
    getQuestionnaireVersion: build.query<FormVersion, number>({
      query: (version) => `/api/inventors/form/${version}/`,
      providesTags: (_result, _error, version) => [{ type: 'Questionnaire', id: version }],
    }),
    /**
     * The tickets list's page with each ticket's answers (`answers=true`): only the exports ask,
     * the list itself never loads them.
     */
    getTicketsWithAnswers: build.query<Paged<Ticket>, { page: number; page_size: number }>({
      query: ({ page, page_size }) => ({
        url: '/api/inventors/tickets/',
        params: { page, page_size, answers: true },
      }),
    }),
  }),
});

export const { useGetPublishedQuestionnaireQuery, useGetQuestionnaireVersionQuery } =
  questionnaireApi;
