import type { PatentListItem } from '@inventor-portal/shared/schemas';
import { DataTable, StatusBadge, type DataTableColumn } from '@inventor-portal/shared/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '@remote-account/config/paths';
import { SectionCard } from './section-card';

const columns: readonly DataTableColumn<PatentListItem>[] = [
  { id: 'title', header: 'Title', size: 500 },
  { id: 'sector', header: 'Sector', size: 220, accessor: (row) => row.sector ?? '' },
  {
    id: 'status',
    header: 'Status',
    size: 160,
    accessor: (row) => row.status ?? '',
    render: (row) => <StatusBadge status={row.status} />,
  },
];

interface Props {
  patents: readonly PatentListItem[];
  loading: boolean;
}

/** The first page of the inventor's patents: Title, Sector, Status; a row opens the patent. */
export function ProfilePatents({ patents, loading }: Props) {
  const navigate = useNavigate();
  return (
    <SectionCard title="Patents" viewAllTo={paths.patents}>
      <DataTable
        columns={columns}
        data={patents}
        isLoading={loading}
        onRowClick={(row) => navigate(paths.patent(row.id))}
        ariaLabel="Patents"
      />
    </SectionCard>
  );
}
