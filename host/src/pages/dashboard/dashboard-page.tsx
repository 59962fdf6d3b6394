import Box from '@mui/material/Box';
import { usePageTitle } from '@inventor-portal/shared';
import { useCurrentUser } from '../../auth/use-current-user';
import { DashboardCounters } from './dashboard-counters';
import { RecentActivities } from './recent-activities';
import { RecentTickets } from './recent-tickets';
import { WelcomeBanner } from './welcome-banner';

/** /dashboard: welcome, counters, recent activities and recent tickets. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  const inventor = user?.inventor;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1400, mx: 'auto' }}>
      <WelcomeBanner name={inventor?.preferred_name} />
      <DashboardCounters inventor={inventor} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, alignItems: 'start' }}>
        <RecentActivities />
        <RecentTickets />
      </Box>
    </Box>
  );
}
