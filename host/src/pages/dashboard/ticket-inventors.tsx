import { useDeferredValue } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useGetInventorsByIdsQuery } from '@inventor-portal/shared';
import { InventorAvatars } from '@inventor-portal/shared/ui';

/** Up to 4 avatars + '+N' for a ticket's inventor ids (names looked up per id). */
export function TicketInventors({ ids }: { ids: readonly number[] }) {
  // Deferred: the rows' answers arrive one by one; each renders in small slices, not synchronously.
  const { data, isLoading } = useDeferredValue(
    useGetInventorsByIdsQuery(ids, { skip: ids.length === 0 }),
  );
  if (isLoading) return <Skeleton variant="rounded" width={96} height={32} />;
  const inventors = ids.map((id, index) => data?.[index] ?? { id });
  return <InventorAvatars inventors={inventors} max={4} />;
}
