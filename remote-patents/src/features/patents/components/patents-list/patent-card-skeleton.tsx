import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder card while the patents load (spec: 8 of them). */
export function PatentCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="patent-card-skeleton" aria-hidden="true">
      <CardContent>
        <Stack spacing={1.5}>
          <Skeleton variant="text" width="80%" height={32} />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="rounded" height={72} />
          <Stack direction="row" spacing={1}>
            <Skeleton variant="rounded" width={56} height={24} />
            <Skeleton variant="rounded" width={56} height={24} />
          </Stack>
          <Skeleton variant="text" width="60%" />
        </Stack>
      </CardContent>
    </Card>
  );
}
