import Box from '@mui/material/Box';
import { useDeferredValue } from 'react';
import { usePageTitle } from '@inventor-portal/shared';
import { useCurrentUser } from '../../auth/use-current-user';
import { useHostTranslation } from '../../i18n';
import { DashboardCounters } from './dashboard-counters';
import { DisclosureBanners } from './disclosure-banners';
import { RecentActivities } from './recent-activities';
import { RecentTickets } from './recent-tickets';
import { WelcomeBanner } from './welcome-banner';

/** /dashboard: welcome, counters, recent activities and recent tickets. */
export function DashboardPage() {
  const { t } = useHostTranslation();
  usePageTitle(t('dashboard.title'));
  const { user } = useCurrentUser();
  const inventor = user?.inventor;
  // The shell and this page mount in the synchronous update that answers GET me: one long task
  // (~0.5 s in Lighthouse, issue 9). The greeting and counters come at once; the two cards (tables,
  // skeletons, avatars) follow in a deferred render, which React splits into small slices.
  const showCards = useDeferredValue(true, false);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1400, mx: 'auto' }}>
      <WelcomeBanner name={inventor?.preferred_name} />
      {inventor ? <DisclosureBanners /> : null}
      <DashboardCounters inventor={inventor} />
      {showCards ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' },
            alignItems: 'start',
          }}
        >
          <RecentActivities />
          <RecentTickets />
        </Box>
      ) : null}
    </Box>
  );
}
