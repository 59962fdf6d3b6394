import { api, commentsTag } from '@inventor-portal/shared';
import type {
  OfficeTicketDetail,
  OfficeTicketRow,
  OfficeUserList,
  TicketStatusChange,
} from '@inventor-portal/shared/schemas';
import { OFFICE_QUEUE_TAG } from '@remote-office/lib/office-tags';

/** A decision or an assignment changes the ticket, the queue and the inventors' lists. */
const changedTicket = (id: number) => [
  { type: 'Ticket' as const, id },
  OFFICE_QUEUE_TAG,
  { type: 'Ticket' as const, id: 'LIST' },
];

/** A decision's message is posted as an office comment by the server: the thread shows it. */
const decidedTicket = (id: number) => [...changedTicket(id), commentsTag(id)];

/** One ticket under review: `GET /api/office/tickets/{id}/`, its assignment and its decision. */
export const ticketReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeTicket: build.query<OfficeTicketDetail, number>({
      query: (id) => `/api/office/tickets/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    /** The office accounts: who "me" is (by email) when assigning a ticket to myself. */
    getOfficeUsers: build.query<OfficeUserList, void>({
      query: () => '/api/office/users/',
    }),
    assignOfficeTicket: build.mutation<OfficeTicketRow, { id: number; assignee: number | null }>({
      query: ({ id, assignee }) => ({
        url: `/api/office/tickets/${id}/assign/`,
        method: 'POST',
        body: { assignee },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedTicket(id)),
    }),
    changeOfficeTicketStatus: build.mutation<
      OfficeTicketRow,
      { id: number; change: TicketStatusChange }
    >({
      query: ({ id, change }) => ({
        url: `/api/office/tickets/${id}/status/`,
        method: 'POST',
        body: change,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : decidedTicket(id)),
    }),
  }),
});

export const {
  useGetOfficeTicketQuery,
  useGetOfficeUsersQuery,
  useAssignOfficeTicketMutation,
  useChangeOfficeTicketStatusMutation,
} = ticketReviewApi;
