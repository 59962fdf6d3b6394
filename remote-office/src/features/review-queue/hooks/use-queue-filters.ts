import { TICKET_STATUSES, type TicketStatus } from '@inventor-portal/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const QUEUE_PAGE_SIZE = 25;

/** The orderings the queue offers ('-' = descending), newest first by default (API.md). */
export const QUEUE_ORDERINGS = [
  '-created_at',
  'created_at',
  'title',
  '-title',
  'status',
  '-meeting_date',
] as const;
export type QueueOrdering = (typeof QUEUE_ORDERINGS)[number];

export const ASSIGNEE_FILTERS = ['me', 'none'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

export interface QueueFilters {
  page: number;
  status?: TicketStatus;
  assignee?: AssigneeFilter;
  ordering: QueueOrdering;
  search: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * The queue's filters live in the address (`?status=needs_info&page=2`), so Back from a ticket
 * returns to the same page of the same view, and a view can be shared with a colleague.
 */
export function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<QueueFilters>(() => {
    const page = Number(params.get('page'));
    return {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      status: oneOf(TICKET_STATUSES, params.get('status')),
      assignee: oneOf(ASSIGNEE_FILTERS, params.get('assignee')),
      ordering: oneOf(QUEUE_ORDERINGS, params.get('ordering')) ?? '-created_at',
      search: params.get('search') ?? '',
    };
  }, [params]);

  /** Changes some filters; any change but the page goes back to page 1. */
  const update = useCallback(
    (change: Partial<QueueFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '' || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
