import type { Paged } from '../schemas/common';
import type { Ticket } from '../schemas/ticket';
import { api } from './base-api';
import type { PageArgs } from './page-args';

/** Tickets where the caller is an inventor or the submitter (dashboard + tickets list). */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<Paged<Ticket>, PageArgs>({
      query: ({ page, page_size }) => ({
        url: '/api/inventors/tickets/',
        params: { page, page_size },
      }),
      providesTags: (result) => [
        { type: 'Ticket', id: 'LIST' },
        ...(result?.results ?? []).map((t) => ({ type: 'Ticket' as const, id: t.id })),
      ],
    }),
  }),
});

export const { useGetTicketsQuery } = ticketsApi;
