import { api } from '@inventor-portal/shared';
import type {
  OfficeTicketCounts,
  OfficeTicketPage,
  ReviewQueueFilter,
  TicketStatus,
} from '@inventor-portal/shared/schemas';
import { OFFICE_QUEUE_TAG } from '@remote-office/lib/office-tags';

/** The filters the list and its counts share. */
export interface ReviewQueueScope {
  search?: string;
  assignee?: 'me' | 'none';
  affiliation?: number;
}

export interface ReviewQueueArgs extends ReviewQueueScope {
  page: number;
  page_size: number;
  ordering: string;
  status?: TicketStatus;
  /** Only tickets pending for more than 30 days. */
  waiting?: true;
  /** Only tickets some inventor has not confirmed yet. */
  confirmation?: 'incomplete';
  /** Each row with its questionnaire answers (the exports). */
  answers?: boolean;
  /** Committee review state. */
  review?: ReviewQueueFilter;
}

/** Only the filters that are set go in the query string. */
const queryOf = (args: ReviewQueueArgs | ReviewQueueScope) =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  );

/** The office's review queue: `GET /api/office/tickets/` and its per-status counts. */
export const reviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeTickets: build.query<OfficeTicketPage, ReviewQueueArgs>({
      query: (args) => ({ url: '/api/office/tickets/', params: queryOf(args) }),
      providesTags: [OFFICE_QUEUE_TAG],
    }),
    /** Per-status counts under the list's search, assignee and affiliation filters. */
    getOfficeTicketCounts: build.query<OfficeTicketCounts, ReviewQueueScope>({
      query: (scope) => ({ url: '/api/office/tickets/counts/', params: queryOf(scope) }),
      providesTags: [OFFICE_QUEUE_TAG],
    }),
  }),
});

export const { useGetOfficeTicketsQuery, useGetOfficeTicketCountsQuery } = reviewQueueApi;
