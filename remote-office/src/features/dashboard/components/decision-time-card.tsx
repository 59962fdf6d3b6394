import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import type { OfficeDashboard } from '@inventor-portal/shared/schemas';
import { useId } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

interface DecisionTimeCardProps {
  decisions: OfficeDashboard['decisions'] | undefined;
  loading: boolean;
}

/** The median number of days from submission to decision, over the last 90 days. */
export function DecisionTimeCard({ decisions, loading }: DecisionTimeCardProps) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const headingId = useId();
  const windowDays = decisions?.window_days ?? 90;
  const median = decisions?.median_days ?? null;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <TimerOutlinedIcon color="primary" aria-hidden />
          <Typography id={headingId} variant="h6" component="h2">
            {t('dashboard.median.title')}
          </Typography>
        </Stack>
        {loading ? (
          <Skeleton variant="text" width={160} height={48} data-testid="median-skeleton" />
        ) : median === null ? (
          <Typography color="text.secondary">
            {t('dashboard.median.none', { days: windowDays })}
          </Typography>
        ) : (
          <>
            <Typography variant="h4" component="p" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
              {t('dashboard.median.days', {
                count: median,
                value: formatNumber(median, language),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.median.basis', {
                count: decisions?.count ?? 0,
                value: formatNumber(decisions?.count ?? 0, language),
                days: windowDays,
              })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
