import Button from '@mui/material/Button';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useSearchInventorsQuery } from '@inventor-portal/shared';
import { PAGE_SIZES, type InventorSummary } from '@inventor-portal/shared/schemas';
import { UserAvatar } from '@inventor-portal/shared/ui';
import { inventorName } from '../../lib/inventor-name';

interface InventorSearchPageProps {
  name: string;
  page: number;
  isLastPage: boolean;
  chosenIds: ReadonlySet<number>;
  onPick: (inventor: InventorSummary) => void;
  onMore: () => void;
}

/**
 * One page of inventor search results. Pages stay mounted so earlier results remain listed
 * when 'Load more' fetches the next one; a failed search lists nothing (spec §8).
 */
export function InventorSearchPage({
  name,
  page,
  isLastPage,
  chosenIds,
  onPick,
  onMore,
}: InventorSearchPageProps) {
  const { data, isFetching, isError } = useSearchInventorsQuery({
    name,
    page,
    page_size: PAGE_SIZES.inventorSearch,
  });

  if (isFetching && !data) {
    return <Skeleton variant="rounded" height={48} aria-label="Searching inventors" />;
  }
  const results = isError ? [] : (data?.results ?? []);
  const offerMore = isLastPage && results.length === PAGE_SIZES.inventorSearch;
  if (page === 1 && results.length === 0) {
    return <ListItemText sx={{ px: 2, py: 1 }} secondary="No inventors found." />;
  }
  const choosable = results.filter((inventor) => !chosenIds.has(inventor.id));
  if (page === 1 && choosable.length === 0 && !offerMore) {
    return (
      <ListItemText sx={{ px: 2, py: 1 }} secondary="Every matching inventor is already added." />
    );
  }

  return (
    <>
      {choosable.map((inventor) => {
        const label = inventorName(inventor, inventor.id);
        return (
          <ListItemButton
            key={inventor.id}
            onClick={() => onPick(inventor)}
            aria-label={`Add ${label}`}
          >
            <ListItemAvatar>
              <UserAvatar name={label} image={inventor.image ?? inventor.avatar} size={32} />
            </ListItemAvatar>
            <ListItemText primary={label} secondary={inventor.affiliation ?? undefined} />
          </ListItemButton>
        );
      })}
      {offerMore && (
        <Button onClick={onMore} sx={{ alignSelf: 'flex-start', m: 1 }}>
          Load more
        </Button>
      )}
    </>
  );
}
