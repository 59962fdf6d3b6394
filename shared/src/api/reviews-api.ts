import type { Paged } from '../schemas/common';
import { api } from './base-api';

/** Committee review (API.md Part 3 "Committee review"): the office's and the reviewers' calls. */

export const RECOMMENDATIONS = ['file', 'do_not_file', 'more_info'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const REVIEW_STATES = ['invited', 'in_progress', 'conflicted', 'submitted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Conflict warnings the server computes for an assignment (shown to the office). */
export type ReviewWarning = 'same_affiliation' | 'co_inventor';

export interface RubricCriterion {
  key: string;
  label: { en: string; fr: string };
  weight: number;
}
export interface Rubric {
  criteria: RubricCriterion[];
}

export type ReviewScores = Record<string, number>;

/** One assignment as the office sees it. */
export interface OfficeReview {
  id: number;
  ticket: number;
  reviewer: { id: number; name: string; email?: string };
  state: ReviewState;
  due_date: string;
  declared_at: string | null;
  conflict_note: string | null;
  scores: ReviewScores;
  score: number | null;
  recommendation: Recommendation | null;
  comment: string | null;
  submitted_at: string | null;
  warnings?: ReviewWarning[];
}

/** One of the caller's assignments (`GET /api/reviews/`). */
export interface MyReview {
  id: number;
  ticket: { id: number; title: string };
  state: ReviewState;
  due_date: string;
  scores?: ReviewScores;
  recommendation?: Recommendation | null;
  comment?: string | null;
  rubric?: Rubric;
}

/** The ticket as a reviewer who declared no conflict reads it. */
export interface ReviewTicket {
  id: number;
  title: string;
  summary?: string | null;
  context?: string | null;
  problem_identification?: string | null;
  inventors?: (string | { id?: number; name?: string; preferred_name?: string })[];
  inventor_names?: string[];
  contributions?: { inventor?: number | { id: number; name?: string }; name?: string; share?: number; role?: string; description?: string | null }[];
  answers?: Record<string, unknown>;
  answer_labels?: Record<string, string>;
  attachments?: { id: number; name: string; size: number; url: string }[];
  rubric?: Rubric;
  review?: { scores?: ReviewScores; recommendation?: Recommendation | null; comment?: string | null };
}

/** A submitted review of someone else (after one's own is submitted). */
export interface OtherReview {
  id: number;
  reviewer: { id: number; name: string };
  scores: ReviewScores;
  score: number | null;
  recommendation: Recommendation | null;
  comment: string | null;
  submitted_at: string | null;
}

export interface ReviewInput {
  scores?: ReviewScores;
  recommendation?: Recommendation | null;
  comment?: string;
}

export interface InviteReviewerInput {
  email: string;
  name: string;
  language?: 'en' | 'fr';
}
export interface ReviewerAccount {
  id: number;
  name: string;
  email: string;
  role: string;
}

const asList = <T>(response: T[] | Paged<T>): T[] =>
  Array.isArray(response) ? response : response.results;

const ticketReviewsTag = (ticket: number) => ({ type: 'Review' as const, id: ticket });
const MINE = { type: 'Review' as const, id: 'MINE' };

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // --- the reviewer ---
    getMyReviews: build.query<MyReview[], void>({
      query: () => '/api/reviews/',
      transformResponse: (response: MyReview[] | Paged<MyReview>) => asList(response),
      providesTags: [MINE, { type: 'Review', id: 'LIST' }],
    }),
    declareReview: build.mutation<MyReview, { id: number; conflict: boolean; note?: string }>({
      query: ({ id, conflict, note }) => ({
        url: `/api/reviews/${id}/declare/`,
        method: 'POST',
        body: note ? { conflict, note } : { conflict },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [MINE, { type: 'Review', id: 'TICKET' }]),
    }),
    getReviewTicket: build.query<ReviewTicket, number>({
      query: (id) => `/api/reviews/${id}/ticket/`,
      providesTags: [{ type: 'Review', id: 'TICKET' }],
    }),
    saveReview: build.mutation<MyReview, { id: number } & ReviewInput>({
      query: ({ id, ...body }) => ({ url: `/api/reviews/${id}/`, method: 'PUT', body }),
    }),
    submitReview: build.mutation<MyReview, number>({
      query: (id) => ({ url: `/api/reviews/${id}/submit/`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : [MINE, { type: 'Review', id: 'OTHERS' }]),
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
    getTicketReviews: build.query<OfficeReview[], number>({
      query: (ticket) => `/api/office/tickets/${ticket}/reviews/`,
      transformResponse: (response: OfficeReview[] | Paged<OfficeReview>) => asList(response),
      providesTags: (_r, _e, ticket) => [ticketReviewsTag(ticket)],
    }),
    assignReview: build.mutation<OfficeReview, { ticket: number; reviewer: number; due_date: string }>(
      {
        query: ({ ticket, ...body }) => ({
          url: `/api/office/tickets/${ticket}/reviews/`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, error, { ticket }) =>
          error ? [] : [ticketReviewsTag(ticket), { type: 'Review', id: 'LIST' }],
      },
    ),
    removeReview: build.mutation<void, { ticket: number; id: number }>({
      query: ({ ticket, id }) => ({
        url: `/api/office/tickets/${ticket}/reviews/${id}/`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error, { ticket }) =>
        error ? [] : [ticketReviewsTag(ticket), { type: 'Review', id: 'LIST' }],
    }),
    inviteReviewer: build.mutation<ReviewerAccount, InviteReviewerInput>({
      query: (body) => ({ url: '/api/office/reviewers/', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetMyReviewsQuery,
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
} = reviewsApi;
