import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePageTitle } from '@inventor-portal/shared';
import { DataTable, PageHeader } from '@inventor-portal/shared/ui';
import { useLocation, useNavigate, Link as RouterLink } from 'react-router-dom';
import { paths, type TicketsListState } from '@remote-tickets/config/paths';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useTicketRows } from '../../hooks/use-ticket-rows';
import { matchesTicketSearch, type TicketRow } from '../../lib/ticket-rows';
import { ATTESTATION_COLUMN_IDS, useTicketColumns } from './ticket-columns';
import { useTicketExportOptions } from './use-ticket-export-options';
import { TicketStatCards } from './ticket-stat-cards';

/** /tickets (spec §2 "Tickets list"). */
export function TicketsListPage() {
  const { t } = useTicketsTranslation();
  usePageTitle(t('list.pageTitle'));
  const navigate = useNavigate();
  const state = useLocation().state as TicketsListState | null;
  const { rows, stats, isLoading } = useTicketRows(state?.deletedTicketId);
  const columns = useTicketColumns();
  const exportOptions = useTicketExportOptions();

  return (
    <Box>
      <PageHeader
        title={t('list.title')}
        description={t('list.intro')}
        action={
          <Button
            component={RouterLink}
            to={paths.createTicket}
            variant="contained"
            color="secondary"
            startIcon={<AddIcon />}
          >
            {t('list.createTicket')}
          </Button>
        }
      />
      <TicketStatCards stats={stats} loading={isLoading} />
      <DataTable<TicketRow>
        ariaLabel={t('list.tableLabel')}
        columns={columns}
        data={rows}
        isLoading={isLoading}
        emptyText={t('list.empty')}
        onRowClick={(row) => navigate(paths.ticket(row.id))}
        enableRowSelection
        enableColumnChooser
        enableSearch
        searchPlaceholder={t('list.searchPlaceholder')}
        searchFn={matchesTicketSearch}
        exportOptions={exportOptions}
        initialHiddenColumns={ATTESTATION_COLUMN_IDS}
      />
    </Box>
  );
}
