import { api } from '@inventor-portal/shared';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { toTicketFormData, type TicketSubmission } from './ticket-form-data';

/** Every change to a ticket refreshes the lists, the `me` counters and the activity timeline. */
const CHANGED_BY_TICKET_MUTATION = ['Ticket', 'Me', 'Activity'] as const;

/** Ticket endpoints owned by this remote; the list query lives in shared (the dashboard uses it too). */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicket: build.query<Ticket, number>({
      query: (id) => `/api/inventors/ticket/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    createTicket: build.mutation<Ticket, TicketSubmission>({
      query: (ticket) => ({
        url: '/api/inventors/ticket/create/',
        method: 'POST',
        body: toTicketFormData(ticket),
      }),
      invalidatesTags: [...CHANGED_BY_TICKET_MUTATION],
    }),
    updateTicket: build.mutation<Ticket, { id: number; ticket: TicketSubmission }>({
      query: ({ id, ticket }) => ({
        url: `/api/inventors/ticket/${id}/`,
        method: 'PATCH',
        body: toTicketFormData(ticket),
      }),
      invalidatesTags: [...CHANGED_BY_TICKET_MUTATION],
    }),
    deleteTicket: build.mutation<void, number>({
      query: (id) => ({ url: `/api/inventors/ticket/${id}/`, method: 'DELETE' }),
      // Not the deleted ticket's own tag: its still-mounted detail page would refetch it and 404.
      invalidatesTags: [{ type: 'Ticket', id: 'LIST' }, 'Me', 'Activity'],
    }),
  }),
});

export const {
  useGetTicketQuery,
  useCreateTicketMutation,
  useUpdateTicketMutation,
  useDeleteTicketMutation,
} = ticketsApi;
