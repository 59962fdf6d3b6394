import Chip, { chipClasses } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetInventorsByIdsQuery } from '@inventor-portal/shared';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import { UserAvatar } from '@inventor-portal/shared/ui';
import { usePatentsTranslation } from '@remote-patents/i18n';

/**
 * A chip draws its avatar's initials in grey (#616161), unreadable on the avatar's brand blue
 * (1.8:1): white on that blue instead (10:1, WCAG 1.4.3). `&&` outranks the chip's own rule.
 */
const avatarContrast = {
  [`&& .${chipClasses.avatar}`]: { color: 'primary.contrastText', bgcolor: 'primary.main' },
} as const;

/** The detail gives inventor ids: each is looked up; a failed lookup shows the id (spec §7). */
export function PatentInventorChips({ ids }: { ids: readonly number[] }) {
  const { t } = usePatentsTranslation();
  const { data, isLoading } = useGetInventorsByIdsQuery(ids, { skip: ids.length === 0 });
  if (ids.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('patentDetail.noInventors')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-busy={isLoading || undefined}>
      {ids.map((id, index) => {
        if (isLoading || !data)
          return <Skeleton key={`${id}-${index}`} variant="rounded" width={120} height={32} />;
        const inventor = data[index];
        const name = inventorDisplayName(inventor, id);
        return (
          <Chip
            key={`${id}-${index}`}
            label={name}
            sx={avatarContrast}
            avatar={
              // Decorative: the chip's label already names the inventor.
              <UserAvatar
                name={name}
                image={inventor?.image ?? inventor?.avatar}
                size={24}
                alt=""
                aria-hidden
              />
            }
          />
        );
      })}
    </Stack>
  );
}
