import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  inventorDisplayName,
  inventorOwnName,
  inventorPhoto,
  type InventorSummary,
} from '@inventor-portal/shared/schemas';
import { UserAvatar } from '@inventor-portal/shared/ui';
import { coInventorAnchorId } from '@remote-patents/config/paths';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { isBlankAffiliation } from '../lib/labels';

export interface CoInventorCardProps {
  inventor: InventorSummary;
  highlighted?: boolean;
}

/** One co-inventor: avatar (initials without a photo; '/NULL' is no photo), name, affiliation. */
export function CoInventorCard({ inventor, highlighted = false }: CoInventorCardProps) {
  const { t } = usePatentsTranslation();
  const name = inventorOwnName(inventor);
  const shownName = inventorDisplayName(
    inventor,
    t('coInventors.inventorFallback', { id: inventor.id }),
  );
  const photo = inventorPhoto(inventor) ?? null;
  const affiliation = isBlankAffiliation(inventor.affiliation)
    ? null
    : inventor.affiliation?.trim();
  return (
    <Card
      id={coInventorAnchorId(inventor.id)}
      component="article"
      variant="outlined"
      tabIndex={-1}
      aria-label={shownName}
      aria-current={highlighted ? 'true' : undefined}
      sx={{
        height: '100%',
        scrollMarginTop: 96,
        outline: 'none',
        transition: 'box-shadow 0.3s, border-color 0.3s',
        ...(highlighted
          ? { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}` }
          : {}),
      }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar name={name} image={photo} size={56} alt={name || undefined} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {shownName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {affiliation || t('coInventors.noAffiliation')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
