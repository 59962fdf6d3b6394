import Typography from '@mui/material/Typography';
import type { TFunction } from '@inventor-portal/shared/i18n';
import { inventorDisplayName, type PatentListItem } from '@inventor-portal/shared/schemas';
import {
  formatDate,
  InventorAvatars,
  StatusBadge,
  TWO_LINES,
  type DataTableColumn,
} from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

const inventorNames = (row: PatentListItem) =>
  row.inventors.map((inventor) => inventorDisplayName(inventor, inventor.id));

/**
 * The patents list's columns. The server sorts (the 'Sort by' choice), so the headers do not:
 * sorting one page in the browser would misrepresent the list.
 */
function patentColumns(t: TFunction<'office'>): DataTableColumn<PatentListItem>[] {
  return [
    {
      id: 'title',
      header: t('patents.columns.title'),
      enableSorting: false,
      enableHiding: false,
      render: (row) => (
        <Typography variant="body2" sx={{ ...TWO_LINES, fontWeight: 600 }} title={row.title}>
          {row.title}
        </Typography>
      ),
    },
    {
      id: 'deposit_number',
      header: t('patents.columns.depositNumber'),
      size: 180,
      enableSorting: false,
    },
    {
      id: 'deposit_date',
      header: t('patents.columns.depositDate'),
      size: 150,
      enableSorting: false,
      accessor: (row) => (row.deposit_date ? formatDate(row.deposit_date) : ''),
    },
    {
      id: 'status',
      header: t('patents.columns.status'),
      size: 150,
      enableSorting: false,
      accessor: (row) => row.status ?? '',
      render: (row) => (row.status ? <StatusBadge status={row.status} of="patent" /> : null),
    },
    {
      id: 'inventors',
      header: t('patents.columns.inventors'),
      size: 200,
      enableSorting: false,
      accessor: inventorNames,
      render: (row) => <InventorAvatars inventors={row.inventors} />,
    },
    { id: 'TRL_level', header: t('patents.columns.trl'), size: 140, enableSorting: false },
    { id: 'CRL_level', header: t('patents.columns.crl'), size: 140, enableSorting: false },
    { id: 'sector', header: t('patents.columns.sector'), size: 180, enableSorting: false },
    {
      id: 'affiliation',
      header: t('patents.columns.affiliation'),
      size: 160,
      enableSorting: false,
    },
  ];
}

export function usePatentColumns(): DataTableColumn<PatentListItem>[] {
  const { t } = useOfficeTranslation();
  return useMemo(() => patentColumns(t), [t]);
}
