import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetActivityLogsQuery } from '@inventor-portal/shared';
import type { ActivityLog } from '@inventor-portal/shared/schemas';
import { RelativeTime, useFeedText } from '@inventor-portal/shared/ui';
import { useHostTranslation } from '../../i18n';
import { ActivityIcon } from './activity-icon';

const PLACEHOLDERS = 4;
const SHOWN = 6;

/** One entry: its icon, its event in the page's language, and when. */
function ActivityEntry({ activity, last }: { activity: ActivityLog; last: boolean }) {
  const feedText = useFeedText();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2 }}>
      {last ? null : (
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: 15, top: 34, bottom: 2, width: 2, bgcolor: 'divider' }}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: 'primary.light',
          color: 'primary.contrastText',
        }}
      >
        <ActivityIcon type={activity.activity_type} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {feedText({ ...activity, fallback: activity.action })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <RelativeTime value={activity.created_at} />
        </Typography>
      </Box>
    </Box>
  );
}

/** 'Recent Activities' timeline: placeholders, an empty text, or the latest entries. */
export function RecentActivities() {
  const { t } = useHostTranslation();
  // Deferred: the entries render in small slices, not in the store's synchronous update.
  const { data, isLoading } = useDeferredValue(
    useGetActivityLogsQuery({ page: 1, page_size: SHOWN }),
  );
  // Spec §4: a failed list load is an empty list.
  const activities = data?.results ?? [];
  return (
    <Card component="section" aria-labelledby="recent-activities-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="recent-activities-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {t('dashboard.activities.title')}
        </Typography>
        {isLoading ? (
          <Box aria-busy="true" aria-label={t('dashboard.activities.loading')}>
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <Box
                key={i}
                data-testid="activity-placeholder"
                sx={{ display: 'flex', gap: 1.5, mb: 2 }}
              >
                <Skeleton variant="circular" width={32} height={32} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton variant="text" width="80%" />
                  <Skeleton variant="text" width="30%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : activities.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.activities.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {activities.map((activity, index) => (
              <ActivityEntry
                key={activity.id}
                activity={activity}
                last={index === activities.length - 1}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
