import type { Paged } from '../schemas/common';
import type { OfficeInventor } from '../schemas/office';
import type {
  MyReview,
  MyReviewRow,
  OtherReview,
  ReviewAssigned,
  ReviewAssignment,
  ReviewDeclare,
  ReviewerAccount,
  ReviewerInvite,
  ReviewerTicket,
  ReviewSave,
  Rubric,
} from '../schemas/review';
import { api } from './base-api';

/** Committee review (API.md Part 3 "Committee review"): the office's and the reviewers' calls. */

const asList = <T>(response: T[] | Paged<T>): T[] =>
  Array.isArray(response) ? response : response.results;

const ticketReviewsTag = (ticket: number) => ({ type: 'Review' as const, id: ticket });
const MINE = { type: 'Review' as const, id: 'MINE' };

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // --- the reviewer ---
    getMyReviews: build.query<MyReviewRow[], void>({
      query: () => '/api/reviews/',
      transformResponse: (response: MyReviewRow[] | Paged<MyReviewRow>) => asList(response),
      providesTags: [MINE, { type: 'Review', id: 'LIST' }],
    }),
    declareReview: build.mutation<MyReview, { id: number } & ReviewDeclare>({
      query: ({ id, conflict, note }) => ({
        url: `/api/reviews/${id}/declare/`,
        method: 'POST',
        body: note ? { conflict, note } : { conflict },
      }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [MINE, { type: 'Review', id: `ticket-${id}` }, { type: 'Review', id: `own-${id}` }],
    }),
    getMyReview: build.query<MyReview, number>({
      query: (id) => `/api/reviews/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'Review', id: `own-${id}` }],
    }),
    getReviewTicket: build.query<ReviewerTicket, number>({
      query: (id) => `/api/reviews/${id}/ticket/`,
      providesTags: (_r, _e, id) => [{ type: 'Review', id: `ticket-${id}` }],
    }),
    saveReview: build.mutation<MyReview, { id: number } & ReviewSave>({
      query: ({ id, ...body }) => ({ url: `/api/reviews/${id}/`, method: 'PUT', body }),
    }),
    submitReview: build.mutation<MyReview, number>({
      query: (id) => ({ url: `/api/reviews/${id}/submit/`, method: 'POST' }),
      invalidatesTags: (_r, error, id) =>
        error ? [] : [MINE, { type: 'Review', id: 'OTHERS' }, { type: 'Review', id: `own-${id}` }],
    }),
    getOtherReviews: build.query<OtherReview[], number>({
      query: (id) => `/api/reviews/${id}/others/`,
      transformResponse: (response: OtherReview[] | Paged<OtherReview>) => asList(response),
      providesTags: [{ type: 'Review', id: 'OTHERS' }],
    }),
    // --- the office ---
    getRubric: build.query<Rubric, void>({
      query: () => '/api/office/rubric/',
      providesTags: ['Rubric'],
    }),
    putRubric: build.mutation<Rubric, Rubric>({
      query: (body) => ({ url: '/api/office/rubric/', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Rubric']),
    }),
    getTicketReviews: build.query<ReviewAssignment[], number>({
      query: (ticket) => `/api/office/tickets/${ticket}/reviews/`,
      transformResponse: (response: ReviewAssignment[] | Paged<ReviewAssignment>) =>
        asList(response),
      providesTags: (_r, _e, ticket) => [ticketReviewsTag(ticket)],
    }),
    assignReview: build.mutation<
      ReviewAssigned,
      { ticket: number; reviewer: number; due_date: string }
    >({
      query: ({ ticket, ...body }) => ({
        url: `/api/office/tickets/${ticket}/reviews/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, error, { ticket }) =>
        error ? [] : [ticketReviewsTag(ticket), { type: 'Review', id: 'LIST' }],
    }),
    removeReview: build.mutation<void, { ticket: number; id: number }>({
      query: ({ ticket, id }) => ({
        url: `/api/office/tickets/${ticket}/reviews/${id}/`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error, { ticket }) =>
        error ? [] : [ticketReviewsTag(ticket), { type: 'Review', id: 'LIST' }],
    }),
    /**
     * Accounts the office may assign, found by name: the inventors who have an account (an
     * outside expert is invited by email instead).
     */
    searchReviewerCandidates: build.query<OfficeInventor[], string>({
      query: (search) => ({ url: '/api/office/inventors/', params: { search, page_size: 10 } }),
      transformResponse: (response: Paged<OfficeInventor>) =>
        response.results.filter((inventor) => inventor.has_account && inventor.email),
    }),
    inviteReviewer: build.mutation<ReviewerAccount, ReviewerInvite>({
      query: (body) => ({ url: '/api/office/reviewers/', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetMyReviewsQuery,
  useGetMyReviewQuery,
  useDeclareReviewMutation,
  useGetReviewTicketQuery,
  useSaveReviewMutation,
  useSubmitReviewMutation,
  useGetOtherReviewsQuery,
  useGetRubricQuery,
  usePutRubricMutation,
  useGetTicketReviewsQuery,
  useAssignReviewMutation,
  useRemoveReviewMutation,
  useInviteReviewerMutation,
  useSearchReviewerCandidatesQuery,
} = reviewsApi;
