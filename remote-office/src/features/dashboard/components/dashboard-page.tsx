import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import { ErrorPanel, PageHeader } from '@inventor-portal/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetOfficeDashboardQuery } from '../api/dashboard-api';
import { DecisionTimeCard } from './decision-time-card';
import { OldestPendingList } from './oldest-pending-list';
import { StatusCounters } from './status-counters';

/** /office: where office staff land — the queue's counts, the time to decide, what waits longest. */
export function DashboardPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('dashboard.pageTitle'));
  const { data, isLoading, isError, error, refetch } = useGetOfficeDashboardQuery();

  return (
    <Box>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.intro')}
        action={
          <Button
            component={RouterLink}
            to={paths.tickets}
            variant="contained"
            color="secondary"
            startIcon={<FactCheckOutlinedIcon />}
          >
            {t('dashboard.openQueue')}
          </Button>
        }
      />
      {isError ? (
        <ErrorPanel
          title={t('dashboard.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <StatusCounters counts={data?.counts} loading={isLoading} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <DecisionTimeCard decisions={data?.decisions} loading={isLoading} />
            <OldestPendingList tickets={data?.oldest_pending} loading={isLoading} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
