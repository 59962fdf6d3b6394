import { api } from '@inventor-portal/shared';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { toTicketFormData, type TicketSubmission } from './ticket-form-data';

/** Every change to a ticket refreshes the lists, the `me` counters and the activity timeline. */
const CHANGED_BY_TICKET_MUTATION = ['Ticket', 'Me', 'Activity'] as const;

/**
 * Only a save that went through changes anything. A list of tags would be invalidated after a
 * failure too, and an autosave failing while the server is down would refetch `me`, whose
 * failure means "signed out" (spec §8): the inventor would land on /login mid-sentence.
 */
const changedOnSuccess = (_result: unknown, error: unknown) =>
  error ? [] : [...CHANGED_BY_TICKET_MUTATION];

/** Ticket endpoints owned by this remote; the list query lives in shared (the dashboard uses it too). */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicket: build.query<Ticket, number>({
      query: (id) => `/api/inventors/ticket/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    createTicket: build.mutation<Ticket, TicketSubmission & { keepalive?: boolean }>({
      query: ({ keepalive, ...ticket }) => ({
        url: '/api/inventors/ticket/create/',
        method: 'POST',
        body: toTicketFormData(ticket),
        // An autosave as the page goes away (pagehide) must outlive the page.
        ...(keepalive ? { keepalive: true } : {}),
      }),
      invalidatesTags: changedOnSuccess,
    }),
    updateTicket: build.mutation<
      Ticket,
      { id: number; ticket: TicketSubmission; keepalive?: boolean }
    >({
      query: ({ id, ticket, keepalive }) => ({
        url: `/api/inventors/ticket/${id}/`,
        method: 'PATCH',
        body: toTicketFormData(ticket),
        ...(keepalive ? { keepalive: true } : {}),
      }),
      // The saved ticket, as the server answered the save, replaces the one in the cache at
      // once (synchronously: the entry exists, the form was loaded from it). The detail page the
      // form returns to never shows what the ticket said before the save (a resubmitted ticket
      // still asking for information) while its refetch is under way.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ticketsApi.util.updateQueryData('getTicket', id, () => data));
        } catch {
          // A refused save changes nothing on screen; the form says why.
        }
      },
      invalidatesTags: changedOnSuccess,
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
