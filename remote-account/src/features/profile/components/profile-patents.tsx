import type { PatentListItem } from '@inventor-portal/shared/schemas';
import { DataTable, StatusBadge, type DataTableColumn } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@remote-account/config/paths';
import { useAccountTranslation } from '@remote-account/i18n';
import { SectionCard } from './section-card';

interface Props {
  patents: readonly PatentListItem[];
  loading: boolean;
}

/** The first page of the inventor's patents: Title, Sector, Status; a row opens the patent. */
export function ProfilePatents({ patents, loading }: Props) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const columns = useMemo<readonly DataTableColumn<PatentListItem>[]>(
    () => [
      { id: 'title', header: t('profile.patents.columns.title'), size: 500 },
      {
        id: 'sector',
        header: t('profile.patents.columns.sector'),
        size: 220,
        accessor: (row) => row.sector ?? '',
      },
      {
        id: 'status',
        header: t('profile.patents.columns.status'),
        size: 160,
        accessor: (row) => row.status ?? '',
        render: (row) => <StatusBadge status={row.status} />,
      },
    ],
    [t],
  );
  return (
    <SectionCard title={t('profile.patents.title')} viewAllTo={paths.patents}>
      <DataTable
        columns={columns}
        data={patents}
        isLoading={loading}
        onRowClick={(row) => navigate(paths.patent(row.id))}
        ariaLabel={t('profile.patents.tableLabel')}
      />
    </SectionCard>
  );
}
