import { AUDIT_TARGET_TYPES } from '@inventor-portal/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { idParam } from '@remote-office/lib/id-param';

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface AuditFilters {
  page: number;
  actor?: number;
  targetType?: AuditTargetType;
  targetId?: number;
}

const PARAM: Record<Exclude<keyof AuditFilters, 'page'>, string> = {
  actor: 'actor',
  targetType: 'target_type',
  targetId: 'target_id',
};

/**
 * The log's filters live in the address (`?actor=10&target_type=ticket&target_id=7&page=2`), so
 * a view of one record's history can be shared and survives a reload; any change but the page
 * goes back to page 1.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AuditFilters>(() => {
    const page = idParam(params.get('page')) ?? 1;
    const type = params.get('target_type');
    return {
      page,
      actor: idParam(params.get('actor')),
      targetType: AUDIT_TARGET_TYPES.find((t) => t === type),
      targetId: idParam(params.get('target_id')),
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<AuditFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const name = key === 'page' ? 'page' : PARAM[key as keyof typeof PARAM];
            if (value === undefined || (key === 'page' && value === 1)) next.delete(name);
            else next.set(name, String(value));
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
