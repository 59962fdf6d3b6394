import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePageTitle } from '@inventor-portal/shared';
import { DataTable, PageHeader } from '@inventor-portal/shared/ui';
import { useLocation, useNavigate, Link as RouterLink } from 'react-router-dom';
import { paths, type TicketsListState } from '@remote-tickets/config/paths';
import { useTicketRows } from '../../hooks/use-ticket-rows';
import { matchesTicketSearch, type TicketRow } from '../../lib/ticket-rows';
import { ticketColumns, ticketExportOptions } from './ticket-columns';
import { TicketStatCards } from './ticket-stat-cards';

export const TICKETS_INTRO =
  'All your innovation tickets in one place. Track, manage, and create new tickets with ease.';

/** /tickets (spec §2 "Tickets list"). */
export function TicketsListPage() {
  usePageTitle('Tickets');
  const navigate = useNavigate();
  const state = useLocation().state as TicketsListState | null;
  const { rows, stats, isLoading } = useTicketRows(state?.deletedTicketId);

  return (
    <Box>
      <PageHeader
        title="Tickets"
        description={TICKETS_INTRO}
        action={
          <Button
            component={RouterLink}
            to={paths.createTicket}
            variant="contained"
            color="secondary"
            startIcon={<AddIcon />}
          >
            Create Ticket
          </Button>
        }
      />
      <TicketStatCards stats={stats} loading={isLoading} />
      <DataTable<TicketRow>
        ariaLabel="Tickets"
        columns={ticketColumns}
        data={rows}
        isLoading={isLoading}
        emptyText="No tickets found."
        onRowClick={(row) => navigate(paths.ticket(row.id))}
        enableRowSelection
        enableColumnChooser
        enableSearch
        searchPlaceholder="Search by title or inventor..."
        searchFn={matchesTicketSearch}
        exportOptions={ticketExportOptions}
      />
    </Box>
  );
}
