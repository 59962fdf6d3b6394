import type { Ticket } from '@inventor-portal/shared/schemas';
import { ticketsApi } from './tickets-api';

/** A co-inventor's answer on a ticket (API.md Part 2 "Attestation"): both return the ticket. */
export const attestationApi = ticketsApi.injectEndpoints({
  endpoints: (build) => ({
    confirmTicket: build.mutation<Ticket, number>({
      query: (id) => ({ url: `/api/inventors/ticket/${id}/confirm/`, method: 'POST' }),
      // After a 409 too: the ticket shown is out of date.
      invalidatesTags: (_result, _error, id) => [{ type: 'Ticket', id }, 'Activity'],
    }),
    declineTicket: build.mutation<Ticket, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/inventors/ticket/${id}/decline/`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ticket', id }, 'Activity'],
    }),
  }),
});

export const { useConfirmTicketMutation, useDeclineTicketMutation } = attestationApi;
