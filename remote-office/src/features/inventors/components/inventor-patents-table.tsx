import type { OfficeInventorPatent } from '@inventor-portal/shared/schemas';
import {
  DataTable,
  formatDate,
  StatusBadge,
  type DataTableColumn,
} from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

/** The patents the inventor is named on, newest first. */
export function InventorPatentsTable({ patents }: { patents: readonly OfficeInventorPatent[] }) {
  const { t } = useOfficeTranslation();
  const columns = useMemo<DataTableColumn<OfficeInventorPatent>[]>(
    () => [
      { id: 'title', header: t('inventorDetail.patents.columns.title'), enableHiding: false },
      {
        id: 'deposit_number',
        header: t('inventorDetail.patents.columns.depositNumber'),
        size: 180,
      },
      {
        id: 'deposit_date',
        header: t('inventorDetail.patents.columns.depositDate'),
        size: 160,
        render: (row) => formatDate(row.deposit_date),
      },
      {
        id: 'status',
        header: t('inventorDetail.patents.columns.status'),
        size: 160,
        render: (row) => (row.status ? <StatusBadge status={row.status} of="patent" /> : null),
      },
    ],
    [t],
  );
  return (
    <DataTable<OfficeInventorPatent>
      ariaLabel={t('inventorDetail.patents.title')}
      columns={columns}
      data={patents}
      emptyText={t('inventorDetail.patents.empty')}
    />
  );
}
