import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import type { OfficeTicketRow } from '@inventor-portal/shared/schemas';
import { DataTable, ErrorPanel, PageHeader, Pager } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportAllMenu } from '@remote-office/components/export-all-menu';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetOfficeTicketCountsQuery, useGetOfficeTicketsQuery } from '../api/review-queue-api';
import { QUEUE_PAGE_SIZE, useQueueFilters } from '../hooks/use-queue-filters';
import { useReviewQueueExport } from '../hooks/use-review-queue-export';
import { QueueToolbar } from './queue-toolbar';
import { useReviewQueueColumns } from './review-queue-columns';
import { StatusFilter } from './status-filter';

/** /office/tickets: every submitted ticket, paged, sorted and filtered by the server. */
export function ReviewQueuePage() {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  usePageTitle(t('queue.pageTitle'));
  const navigate = useNavigate();
  const { filters, update } = useQueueFilters();
  const columns = useReviewQueueColumns();
  const scope = useMemo(
    () => ({
      search: filters.search || undefined,
      assignee: filters.assignee,
      affiliation: filters.affiliation,
    }),
    [filters.search, filters.assignee, filters.affiliation],
  );
  const query = useMemo(
    () => ({
      ...scope,
      ordering: filters.ordering,
      status: filters.status,
      waiting: filters.waiting ? (true as const) : undefined,
      confirmation: filters.confirmation,
      review: filters.review,
    }),
    [
      scope,
      filters.ordering,
      filters.status,
      filters.waiting,
      filters.confirmation,
      filters.review,
    ],
  );
  const { data: counts } = useGetOfficeTicketCountsQuery(scope);
  const { data, isFetching, isError, error, refetch } = useGetOfficeTicketsQuery({
    ...query,
    page: filters.page,
    page_size: QUEUE_PAGE_SIZE,
  });
  const exportAll = useReviewQueueExport(query);
  const filtered = Boolean(
    filters.search ||
    filters.status ||
    filters.assignee ||
    filters.affiliation ||
    filters.waiting ||
    filters.confirmation ||
    filters.review,
  );

  return (
    <Box>
      <PageHeader title={t('queue.title')} description={t('queue.intro')} />
      <Box sx={{ mb: 2 }}>
        <StatusFilter
          value={filters.status}
          counts={counts}
          onChange={(status) => update({ status })}
        />
      </Box>
      <QueueToolbar filters={filters} onChange={update} />
      {isError ? (
        <ErrorPanel
          title={t('queue.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {data?.count_capped ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('queue.searchCapped', { count: formatNumber(data.count, language) })}
            </Alert>
          ) : null}
          <Box sx={{ mb: 1 }}>
            <ExportAllMenu
              onExport={exportAll}
              disabled={isFetching || !data || data.count === 0}
              labels={{ preparing: t('queue.export.preparing'), failed: t('queue.export.failed') }}
            />
          </Box>
          <DataTable<OfficeTicketRow>
            ariaLabel={t('queue.tableLabel')}
            columns={columns}
            data={data?.results ?? []}
            isLoading={isFetching}
            emptyText={filtered ? t('queue.emptyFiltered') : t('queue.empty')}
            onRowClick={(row) => navigate(paths.ticket(row.id))}
            enableColumnChooser
          />
          {data && data.count > QUEUE_PAGE_SIZE ? (
            <Box sx={{ mt: 2 }}>
              <Pager
                page={filters.page}
                count={data.count}
                pageSize={QUEUE_PAGE_SIZE}
                disabled={isFetching}
                onPageChange={(page) => update({ page })}
              />
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
