import type { Ticket } from '@inventor-portal/shared/schemas';
import { ticketsApi } from './tickets-api';

/** A co-inventor's answer on a ticket (API.md Part 2 "Attestation"): both return the ticket. */
export const attestationApi = ticketsApi.injectEndpoints({
  endpoints: (build) => ({
    // Both send the `version` the inventor read: 409 `stale_version` when the ticket changed
    // since, and then (as after any 409) the ticket is fetched again, showing the new version.
    confirmTicket: build.mutation<Ticket, { id: number; version: string }>({
      query: ({ id, version }) => ({
        url: `/api/inventors/ticket/${id}/confirm/`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ticket', id }, 'Activity'],
    }),
    declineTicket: build.mutation<Ticket, { id: number; version: string; reason: string }>({
      query: ({ id, version, reason }) => ({
        url: `/api/inventors/ticket/${id}/decline/`,
        method: 'POST',
        body: { version, reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ticket', id }, 'Activity'],
    }),
  }),
});

export const { useConfirmTicketMutation, useDeclineTicketMutation } = attestationApi;

/** Whether a failed confirm or decline was refused because the ticket changed since it was read. */
export const isStaleVersion = (error: unknown): boolean => {
  const data: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'data') : undefined;
  return typeof data === 'object' && data !== null && Reflect.get(data, 'code') === 'stale_version';
};
