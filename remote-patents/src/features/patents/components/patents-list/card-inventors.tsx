import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inventorDisplayName, type InventorSummary } from '@inventor-portal/shared/schemas';
import { usePatentsTranslation } from '@remote-patents/i18n';

/** Spec §9: cards show at most 4 inventors. */
export const CARD_MAX_INVENTORS = 4;

/** Up to 4 inventor names, then '+N more'. */
export function CardInventors({ inventors }: { inventors: readonly InventorSummary[] }) {
  const { t } = usePatentsTranslation();
  if (inventors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('patentCards.noInventors')}
      </Typography>
    );
  }
  const shown = inventors.slice(0, CARD_MAX_INVENTORS);
  const hidden = inventors.length - shown.length;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      role="group"
      aria-label={t('patentCards.inventors')}
    >
      {shown.map((inventor) => (
        <Chip key={inventor.id} size="small" label={inventorDisplayName(inventor)} />
      ))}
      {hidden > 0 ? (
        <Chip
          size="small"
          variant="outlined"
          label={t('patentCards.moreInventors', { count: hidden })}
        />
      ) : null}
    </Stack>
  );
}
