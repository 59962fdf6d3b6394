import Link from '@mui/material/Link';
import type { OfficeInventorTicket } from '@inventor-portal/shared/schemas';
import {
  DataTable,
  formatDate,
  StatusBadge,
  type DataTableColumn,
} from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';

/** The inventor's submitted tickets, newest first, each title a link to its review page. */
export function InventorTicketsTable({ tickets }: { tickets: readonly OfficeInventorTicket[] }) {
  const { t } = useOfficeTranslation();
  const columns = useMemo<DataTableColumn<OfficeInventorTicket>[]>(
    () => [
      {
        id: 'title',
        header: t('inventorDetail.tickets.columns.title'),
        enableHiding: false,
        render: (row) => (
          <Link component={RouterLink} to={paths.ticket(row.id)}>
            {row.title}
          </Link>
        ),
      },
      {
        id: 'role',
        header: t('inventorDetail.tickets.columns.role'),
        size: 180,
        accessor: (row) => t(`inventorDetail.tickets.roles.${row.role}`),
      },
      {
        id: 'status',
        header: t('inventorDetail.tickets.columns.status'),
        size: 190,
        accessor: (row) => t(`status.${row.status}`, { defaultValue: row.status }),
        render: (row) => <StatusBadge status={row.status} />,
      },
      {
        id: 'created_at',
        header: t('inventorDetail.tickets.columns.created'),
        size: 160,
        render: (row) => formatDate(row.created_at),
      },
    ],
    [t],
  );
  return (
    <DataTable<OfficeInventorTicket>
      ariaLabel={t('inventorDetail.tickets.title')}
      columns={columns}
      data={tickets}
      emptyText={t('inventorDetail.tickets.empty')}
    />
  );
}
