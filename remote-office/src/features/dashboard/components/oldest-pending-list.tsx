import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OldestPendingTicket } from '@inventor-portal/shared/schemas';
import { formatDate } from '@inventor-portal/shared/ui';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';

const SKELETON_ROWS = 5;

interface OldestPendingListProps {
  tickets: readonly OldestPendingTicket[] | undefined;
  loading: boolean;
}

/** The ten oldest pending tickets, oldest first, each a link to its review page. */
export function OldestPendingList({ tickets, loading }: OldestPendingListProps) {
  const { t } = useOfficeTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {t('dashboard.oldest.title')}
          </Typography>
          <Button component={RouterLink} to={`${paths.tickets}?status=pending&ordering=created_at`}>
            {t('dashboard.oldest.seeAll')}
          </Button>
        </Stack>
        {loading ? (
          <Stack spacing={1} data-testid="oldest-skeleton">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : !tickets || tickets.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.oldest.empty')}</Typography>
        ) : (
          <List aria-labelledby={headingId} disablePadding>
            {tickets.map((ticket) => (
              <ListItem key={ticket.id} disablePadding>
                <ListItemButton component={RouterLink} to={paths.ticket(ticket.id)}>
                  <ListItemText
                    primary={ticket.title}
                    secondary={t('dashboard.oldest.sentBy', {
                      name: ticket.submitter.name,
                      date: formatDate(ticket.created_at),
                    })}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 2, flexShrink: 0 }}>
                    {t('dashboard.oldest.age', { count: ticket.age_days })}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
