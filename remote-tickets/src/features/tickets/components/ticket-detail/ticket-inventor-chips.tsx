import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useGetInventorsByIdsQuery } from '@inventor-portal/shared';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import { UserAvatar } from '@inventor-portal/shared/ui';

/**
 * The ticket's inventors as chips. A lookup that failed shows the id with the default
 * avatar (spec §7).
 */
export function TicketInventorChips({ ids }: { ids: readonly number[] }) {
  const { data, isLoading } = useGetInventorsByIdsQuery(ids);
  if (isLoading) {
    return (
      <Stack direction="row" spacing={1}>
        {ids.map((id) => (
          <Skeleton key={id} variant="rounded" width={120} height={32} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ids.map((id, index) => {
        const inventor = data?.[index] ?? null;
        const name = inventorDisplayName(inventor, id);
        return (
          <Chip
            key={`${id}-${index}`}
            label={name}
            variant="outlined"
            sx={{ '& .MuiChip-avatar': { color: 'primary.contrastText' } }}
            avatar={
              inventor ? (
                <UserAvatar name={name} image={inventor.image ?? inventor.avatar} size={24} />
              ) : (
                <Avatar alt="" />
              )
            }
          />
        );
      })}
    </Stack>
  );
}
