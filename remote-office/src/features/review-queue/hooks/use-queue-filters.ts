import {
  REVIEW_QUEUE_FILTERS,
  TICKET_STATUSES,
  type ReviewQueueFilter,
  type TicketStatus,
} from '@inventor-portal/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { idParam } from '@remote-office/lib/id-param';

export const QUEUE_PAGE_SIZE = 25;

/** The orderings the queue offers ('-' = descending), newest first by default (API.md). */
export const QUEUE_ORDERINGS = [
  '-created_at',
  'created_at',
  'title',
  '-title',
  'status',
  '-meeting_date',
  // Public disclosure past or within 30 days first, soonest first (issue 21 "Deadline guard").
  'disclosure',
] as const;
export type QueueOrdering = (typeof QUEUE_ORDERINGS)[number];

export const ASSIGNEE_FILTERS = ['me', 'none'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

export interface QueueFilters {
  page: number;
  status?: TicketStatus;
  assignee?: AssigneeFilter;
  /** The submitter's affiliation id. */
  affiliation?: number;
  /** Only tickets pending for more than 30 days (`waiting=true`). */
  waiting: boolean;
  /** Only tickets some inventor has not confirmed yet (`confirmation=incomplete`). */
  confirmation?: 'incomplete';
  /** Committee review state (`review=none|assigned|submitted|overdue`). */
  review?: ReviewQueueFilter;
  ordering: QueueOrdering;
  search: string;
}

/** What a filter's value becomes in the address; null removes it (its default). */
const paramOf = (key: string, value: unknown): string | null => {
  if (value === undefined || value === null || value === '' || value === false) return null;
  if (key === 'page' && value === 1) return null;
  return String(value);
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * The queue's filters live in the address (`?status=needs_info&affiliation=2&waiting=true`), so
 * Back from a ticket returns to the same page of the same view, and a view can be shared with a
 * colleague.
 */
export function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<QueueFilters>(() => {
    const page = Number(params.get('page'));
    return {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      status: oneOf(TICKET_STATUSES, params.get('status')),
      assignee: oneOf(ASSIGNEE_FILTERS, params.get('assignee')),
      affiliation: idParam(params.get('affiliation')),
      waiting: params.get('waiting') === 'true',
      confirmation: params.get('confirmation') === 'incomplete' ? 'incomplete' : undefined,
      review: oneOf(REVIEW_QUEUE_FILTERS, params.get('review')),
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
            const param = paramOf(key, value);
            if (param === null) next.delete(key);
            else next.set(key, param);
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
