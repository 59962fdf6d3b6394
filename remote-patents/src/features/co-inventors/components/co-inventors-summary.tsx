import ApartmentIcon from '@mui/icons-material/Apartment';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { affiliationsLabel, coInventorsLabel } from '../lib/labels';

export interface CoInventorsSummaryProps {
  /** Total co-inventors (all pages). */
  total: number;
  /** Distinct affiliations on the current page. */
  affiliations: number;
  loading: boolean;
}

function Stat({
  icon,
  label,
  hint,
  loading,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  loading: boolean;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {loading ? <Skeleton width={140} /> : label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Header card: total co-inventors and distinct affiliations on this page. */
export function CoInventorsSummary({ total, affiliations, loading }: CoInventorsSummaryProps) {
  const { t } = usePatentsTranslation();
  return (
    <Paper
      component="header"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, mb: 3, borderRadius: 3 }}
    >
      <Typography variant="h1">{t('coInventors.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('coInventors.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 6 }} sx={{ mt: 3 }}>
        <Stat
          icon={<GroupsIcon />}
          label={coInventorsLabel(total, t)}
          hint={t('coInventors.totalHint')}
          loading={loading}
        />
        <Stat
          icon={<ApartmentIcon />}
          label={affiliationsLabel(affiliations, t)}
          hint={t('coInventors.affiliationsHint')}
          loading={loading}
        />
      </Stack>
    </Paper>
  );
}
