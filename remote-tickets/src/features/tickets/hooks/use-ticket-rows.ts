import { skipToken, useGetInventorsByIdsQuery, useGetTicketsQuery } from '@inventor-portal/shared';
import { PAGE_SIZES, type InventorSummary } from '@inventor-portal/shared/schemas';
import { useMemo } from 'react';
import {
  ticketStats,
  toTicketRows,
  uniqueInventorIds,
  type TicketRow,
  type TicketStats,
} from '../lib/ticket-rows';

interface TicketRowsResult {
  rows: TicketRow[];
  stats: TicketStats;
  isLoading: boolean;
}

/**
 * The tickets list (page 1, size 100, spec §9) with inventor names resolved, one lookup per
 * distinct inventor. A failed list fetch is an empty list (spec §4). `deletedId`: a ticket just
 * deleted, left out even while the list still refetches.
 */
export function useTicketRows(deletedId?: number): TicketRowsResult {
  const { data, isLoading, isError } = useGetTicketsQuery({
    page: 1,
    page_size: PAGE_SIZES.ticketsList,
  });
  // Right after a delete the cached page can still hold the ticket until its refetch lands.
  const tickets = useMemo(
    () => (isError ? [] : (data?.results ?? [])).filter((ticket) => ticket.id !== deletedId),
    [data, isError, deletedId],
  );
  const listedDeleted =
    deletedId !== undefined && (data?.results ?? []).some((ticket) => ticket.id === deletedId);
  const ids = useMemo(() => uniqueInventorIds(tickets), [tickets]);
  const { data: people } = useGetInventorsByIdsQuery(ids.length > 0 ? ids : skipToken);

  const rows = useMemo(() => {
    const byId = new Map<number, InventorSummary | null>();
    ids.forEach((id, index) => byId.set(id, people?.[index] ?? null));
    return toTicketRows(tickets, byId);
  }, [tickets, ids, people]);

  const total = isError
    ? 0
    : Math.max(0, (data?.count ?? tickets.length) - (listedDeleted ? 1 : 0));
  const stats = useMemo(() => ticketStats(tickets, total), [tickets, total]);
  return { rows, stats, isLoading };
}
