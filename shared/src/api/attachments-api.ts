import type { TicketAttachment } from '../schemas/attachment';
import { api } from './base-api';

/** A ticket's attachments; a change to them changes the ticket too (its list, its confirmations). */
export const attachmentsTag = (ticket: number) => ({ type: 'Attachment' as const, id: ticket });

const changedTicket = (ticket: number) => [
  attachmentsTag(ticket),
  { type: 'Ticket' as const, id: ticket },
];

/** The URL a ticket's attachments are listed at and uploaded to. */
export const attachmentsUrl = (ticket: number) => `/api/inventors/ticket/${ticket}/attachments/`;

/** The zip of every attachment of a ticket ("Download all"). */
export const attachmentsZipUrl = (ticket: number) =>
  `/api/inventors/ticket/${ticket}/attachments.zip`;

/**
 * A ticket's attachments (API.md Part 3 "Attachments"), read by its inventors and the office.
 * Uploads go through `uploadFile` (their progress shows); once one is in, `attachmentsChanged`
 * refreshes the list and the ticket.
 */
export const attachmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketAttachments: build.query<TicketAttachment[], number>({
      query: (ticket) => attachmentsUrl(ticket),
      providesTags: (_result, _error, ticket) => [attachmentsTag(ticket)],
    }),
    deleteTicketAttachment: build.mutation<void, { ticket: number; id: number }>({
      query: ({ ticket, id }) => ({ url: `${attachmentsUrl(ticket)}${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { ticket }) => (error ? [] : changedTicket(ticket)),
    }),
  }),
});

/** After an upload: the list and the ticket are fetched again. */
export const attachmentsChanged = (ticket: number) =>
  api.util.invalidateTags(changedTicket(ticket));

export const { useGetTicketAttachmentsQuery, useDeleteTicketAttachmentMutation } = attachmentsApi;
