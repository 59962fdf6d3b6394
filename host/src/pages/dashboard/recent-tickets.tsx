import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetTicketsQuery } from '@inventor-portal/shared';
import { StatusBadge } from '@inventor-portal/shared/ui';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';
import { TicketInventors } from './ticket-inventors';

const PLACEHOLDER_ROWS = 6;
const RECENT = 6;

/** 'Tickets' card: the latest submissions with inventors and status. */
export function RecentTickets() {
  const { t } = useHostTranslation();
  // Deferred: the rows (avatars, badges) render in small slices, not in the store's synchronous update.
  const { data, isLoading } = useDeferredValue(useGetTicketsQuery({ page: 1, page_size: RECENT }));
  // Spec §4: a failed list load is an empty list.
  const tickets = data?.results ?? [];
  return (
    <Card component="section" aria-label={t('dashboard.tickets.label')} sx={{ height: '100%' }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 2,
            mb: 1,
          }}
        >
          <Box>
            <Typography id="recent-tickets-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
              {t('dashboard.tickets.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.tickets.subtitle')}
            </Typography>
          </Box>
          <Button component={RouterLink} to={paths.tickets} size="small">
            {t('dashboard.tickets.viewAll')}
          </Button>
        </Box>
        <TableContainer>
          <Table size="small" aria-labelledby="recent-tickets-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.tickets.columns.title')}</TableCell>
                <TableCell>{t('dashboard.tickets.columns.inventors')}</TableCell>
                <TableCell>{t('dashboard.tickets.columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {isLoading ? (
                Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
                  <TableRow key={i} data-testid="ticket-placeholder">
                    <TableCell>
                      <Skeleton variant="text" width="70%" />
                    </TableCell>
                    <TableCell>
                      <Skeleton variant="rounded" width={96} height={28} />
                    </TableCell>
                    <TableCell>
                      <Skeleton variant="rounded" width={72} height={24} />
                    </TableCell>
                  </TableRow>
                ))
              ) : tickets.length === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={3}
                    sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {t('dashboard.tickets.empty')}
                  </TableCell>
                </TableRow>
              ) : (
                tickets.map((ticket) => (
                  <TableRow key={ticket.id} hover>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <Link
                        component={RouterLink}
                        to={`${paths.tickets}/${ticket.id}`}
                        underline="hover"
                        noWrap
                        sx={{ display: 'block' }}
                      >
                        {ticket.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <TicketInventors ids={ticket.inventors} />
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={ticket.status} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
