import type { Account } from '@inventor-portal/shared/schemas';
import { CounterCard, UserAvatar } from '@inventor-portal/shared/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import { useAccountTranslation } from '@remote-account/i18n';

interface Props {
  user: Account | null | undefined;
  loading: boolean;
  patentsCount: number | undefined;
  coInventorsCount: number | undefined;
}

/** Avatar, name, affiliation and email with the Patents and Coinventors counters (spec §2 Profile). */
export function ProfileSummary({ user, loading, patentsCount, coInventorsCount }: Props) {
  const { t } = useAccountTranslation();
  const language = useLanguage();
  const count = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value, language);
  const inventor = user?.inventor;
  const name = inventor?.preferred_name?.trim();
  return (
    <Card component="section" aria-label={t('profile.summary.label')}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
          <UserAvatar name={name} image={inventor?.image} size={96} />
          <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
            {loading ? (
              <>
                <Skeleton width={220} height={40} />
                <Skeleton width={160} />
                <Skeleton width={200} />
              </>
            ) : (
              <>
                <Typography
                  variant="h1"
                  sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-word' }}
                >
                  {name || t('profile.summary.nameFallback')}
                </Typography>
                <Typography color="text.secondary">
                  {inventor?.affiliation?.trim() || t('profile.summary.affiliationFallback')}
                </Typography>
                <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {user?.email ?? inventor?.email ?? ''}
                </Typography>
              </>
            )}
          </Box>
        </Box>
        {user && !inventor ? null : (
          <Grid container spacing={2} sx={{ mt: 3 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CounterCard
                label={t('profile.summary.patentsCounter')}
                value={count(patentsCount ?? inventor?.patents_count)}
                loading={loading}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CounterCard
                label={t('profile.summary.coInventorsCounter')}
                value={count(coInventorsCount ?? inventor?.co_inventors_count)}
                loading={loading}
              />
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
