import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { usePatentsTranslation } from '@remote-patents/i18n';

/** Placeholder of the patent detail page while it loads. */
export function PatentDetailSkeleton() {
  const { t } = usePatentsTranslation();
  return (
    <Stack
      spacing={3}
      data-testid="patent-detail-skeleton"
      aria-busy="true"
      role="status"
      aria-label={t('patentDetail.loading')}
    >
      <Skeleton variant="text" width="60%" height={48} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {Array.from({ length: 9 }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="70%" />
            </Box>
          ))}
        </Box>
      </Paper>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={80} />
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" width={120} height={32} />
        <Skeleton variant="rounded" width={120} height={32} />
      </Stack>
    </Stack>
  );
}
