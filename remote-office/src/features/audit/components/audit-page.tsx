import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import type { TFunction } from '@inventor-portal/shared/i18n';
import type { AuditEntry } from '@inventor-portal/shared/schemas';
import {
  DataTable,
  ErrorPanel,
  formatDateTime,
  PageHeader,
  Pager,
  TWO_LINES,
  type DataTableColumn,
} from '@inventor-portal/shared/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetAuditLogQuery } from '../api/audit-api';

const PAGE_SIZE = 25;

/** 'ticket.status' reads 'Decision recorded'; an action this screen does not know yet, as sent. */
const actionLabel = (t: TFunction<'office'>, action: string) =>
  t(`audit.actions.${action.replace(/\./g, '_')}`, { defaultValue: action });

const targetLabel = (t: TFunction<'office'>, entry: AuditEntry) =>
  t(`audit.targets.${entry.target_type}`, {
    id: entry.target_id,
    defaultValue: `${entry.target_type} #${entry.target_id}`,
  });

function auditColumns(t: TFunction<'office'>): DataTableColumn<AuditEntry>[] {
  return [
    {
      id: 'at',
      header: t('audit.columns.at'),
      size: 200,
      enableSorting: false,
      accessor: (row) => formatDateTime(row.at),
    },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      size: 240,
      enableSorting: false,
      accessor: (row) => row.actor?.email ?? t('audit.commandLine'),
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      size: 220,
      enableSorting: false,
      accessor: (row) => actionLabel(t, row.action),
    },
    {
      id: 'target',
      header: t('audit.columns.target'),
      size: 160,
      enableSorting: false,
      accessor: (row) => targetLabel(t, row),
      render: (row) =>
        row.target_type === 'ticket' ? (
          <Link component={RouterLink} to={paths.ticket(row.target_id)}>
            {targetLabel(t, row)}
          </Link>
        ) : (
          targetLabel(t, row)
        ),
    },
    {
      id: 'summary',
      header: t('audit.columns.summary'),
      size: 420,
      enableSorting: false,
      render: (row) => (
        <Typography variant="body2" sx={TWO_LINES} title={row.summary}>
          {row.summary}
        </Typography>
      ),
    },
  ];
}

/** /office/audit: every write the office made, newest first, a page at a time. */
export function AuditPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('audit.pageTitle'));
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, error, refetch } = useGetAuditLogQuery({
    page,
    page_size: PAGE_SIZE,
  });
  const columns = useMemo(() => auditColumns(t), [t]);

  return (
    <Box>
      <PageHeader title={t('audit.title')} description={t('audit.intro')} />
      {isError ? (
        <ErrorPanel
          title={t('audit.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <DataTable<AuditEntry>
            ariaLabel={t('audit.tableLabel')}
            columns={columns}
            data={data?.results ?? []}
            isLoading={isFetching}
            emptyText={t('audit.empty')}
          />
          {data && data.count > PAGE_SIZE ? (
            <Box sx={{ mt: 2 }}>
              <Pager
                page={page}
                count={data.count}
                pageSize={PAGE_SIZE}
                disabled={isFetching}
                onPageChange={setPage}
              />
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
