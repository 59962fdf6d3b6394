import { api } from '@inventor-portal/shared';
import type {
  OfficeTicketCounts,
  OfficeTicketPage,
  TicketStatus,
} from '@inventor-portal/shared/schemas';
import { OFFICE_QUEUE_TAG } from '@remote-office/lib/office-tags';

export interface ReviewQueueArgs {
  page: number;
  page_size: number;
  ordering: string;
  search?: string;
  status?: TicketStatus;
  assignee?: 'me' | 'none';
}

/** Only the filters that are set go in the query string. */
const queryOf = (args: ReviewQueueArgs) =>
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
    getOfficeTicketCounts: build.query<OfficeTicketCounts, void>({
      query: () => '/api/office/tickets/counts/',
      providesTags: [OFFICE_QUEUE_TAG],
    }),
  }),
});

export const { useGetOfficeTicketsQuery, useGetOfficeTicketCountsQuery } = reviewQueueApi;
