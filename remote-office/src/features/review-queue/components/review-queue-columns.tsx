import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from '@inventor-portal/shared/i18n';
import { inventorDisplayName, type OfficeTicketRow } from '@inventor-portal/shared/schemas';
import {
  formatDate,
  formatDateTime,
  StatusBadge,
  TWO_LINES,
  type DataTableColumn,
} from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { ticketAgeInDays } from '@remote-office/lib/ticket-age';
import { confirmationsColumn, disclosureColumn } from './attestation-columns';
import { reviewColumn } from './review-column';

const submitterName = (row: OfficeTicketRow) =>
  inventorDisplayName(row.submitter, row.submitter.id);

/**
 * The review queue's columns. The server sorts (the 'Sort by' choice), so the headers do not:
 * sorting one page of 25 rows in the browser would misrepresent the queue.
 */
function reviewQueueColumns(t: TFunction<'office'>): DataTableColumn<OfficeTicketRow>[] {
  return [
    {
      id: 'title',
      header: t('queue.columns.title'),
      enableSorting: false,
      enableHiding: false,
      render: (row) => (
        <Typography variant="body2" sx={{ ...TWO_LINES, fontWeight: 600 }} title={row.title}>
          {row.title}
        </Typography>
      ),
    },
    {
      id: 'submitter',
      header: t('queue.columns.submitter'),
      size: 240,
      enableSorting: false,
      accessor: submitterName,
      render: (row) => (
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {submitterName(row)}
          </Typography>
          {row.submitter.email ? (
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.submitter.email}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('queue.columns.status'),
      size: 190,
      enableSorting: false,
      accessor: (row) => t(`status.${row.status}`, { defaultValue: row.status }),
      render: (row) => <StatusBadge status={row.status} />,
    },
    confirmationsColumn(t),
    disclosureColumn(t),
    reviewColumn(t),
    {
      id: 'age',
      header: t('queue.columns.age'),
      size: 140,
      enableSorting: false,
      accessor: (row) => ticketAgeInDays(row.created_at),
      render: (row) => t('queue.ageDays', { count: ticketAgeInDays(row.created_at) ?? 0 }),
    },
    {
      id: 'assignee',
      header: t('queue.columns.assignee'),
      size: 180,
      enableSorting: false,
      accessor: (row) => row.assignee?.name ?? '',
      render: (row) =>
        row.assignee ? (
          row.assignee.name
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('queue.unassigned')}
          </Typography>
        ),
    },
    {
      id: 'comments_count',
      header: t('queue.columns.comments'),
      size: 140,
      enableSorting: false,
    },
    {
      id: 'meeting_date',
      header: t('queue.columns.meeting'),
      size: 200,
      enableSorting: false,
      render: (row) => formatDateTime(row.meeting_date),
    },
    {
      id: 'created_at',
      header: t('queue.columns.created'),
      size: 160,
      enableSorting: false,
      render: (row) => formatDate(row.created_at),
    },
  ];
}

export function useReviewQueueColumns(): readonly DataTableColumn<OfficeTicketRow>[] {
  const { t } = useOfficeTranslation();
  return useMemo(() => reviewQueueColumns(t), [t]);
}
