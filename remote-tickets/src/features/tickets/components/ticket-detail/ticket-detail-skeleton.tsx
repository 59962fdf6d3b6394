import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTicketsTranslation } from '@remote-tickets/i18n';

function SectionSkeleton({ section, lines = 2 }: { section: string; lines?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid={`skeleton-${section}`}>
      <Skeleton variant="text" width={160} height={32} />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </Paper>
  );
}

/** Placeholder of the detail page while the ticket loads, co-inventors section included. */
export function TicketDetailSkeleton() {
  const { t } = useTicketsTranslation();
  return (
    <Stack
      spacing={3}
      aria-busy="true"
      aria-label={t('detail.loading')}
      data-testid="ticket-detail-skeleton"
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="text" width="45%" height={48} />
        <Skeleton variant="rounded" width={90} height={32} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Skeleton variant="rounded" height={72} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={72} sx={{ flex: 1 }} />
      </Stack>
      <SectionSkeleton section="summary" />
      <SectionSkeleton section="context" />
      <SectionSkeleton section="problem-identification" />
      <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="skeleton-co-inventors">
        <Skeleton variant="text" width={160} height={32} />
        <Stack direction="row" spacing={1}>
          {[0, 1, 2].map((key) => (
            <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton variant="text" width={90} />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
