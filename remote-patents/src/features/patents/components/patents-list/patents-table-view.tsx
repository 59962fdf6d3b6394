import Box from '@mui/material/Box';
import { useGetMeQuery, useGetPatentsQuery } from '@inventor-portal/shared';
import {
  inventorDisplayName,
  PAGE_SIZES,
  type PatentListItem,
} from '@inventor-portal/shared/schemas';
import { DataTable, Pager } from '@inventor-portal/shared/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@remote-patents/config/paths';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { patentColumns, patentExportOptions } from './patent-columns';

/** The table loads the largest page the server gives and pages only beyond it. */
export const TABLE_PAGE_SIZE = PAGE_SIZES.max;
export const TABLE_SKELETON_ROWS = 9;

/** Same rule as the cards search, on the loaded rows: title or an inventor's name. */
export function matchesPatentSearch(patent: PatentListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    patent.title.toLowerCase().includes(needle) ||
    patent.inventors.some((inventor) =>
      inventorDisplayName(inventor).toLowerCase().includes(needle),
    )
  );
}

/** Table view (spec §2 "Patents list", table) on the shared DataTable. */
export function PatentsTableView() {
  const { t } = usePatentsTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { currentData, isFetching, isError } = useGetPatentsQuery({
    page,
    page_size: TABLE_PAGE_SIZE,
  });
  const { data: me } = useGetMeQuery();
  const myInventorId = me?.inventor?.id;

  const columns = useMemo(
    // Your own avatar has no co-inventor card: it leads to your profile instead.
    () =>
      patentColumns(t, (id) =>
        navigate(id === myInventorId ? paths.profile : paths.coInventor(id)),
      ),
    [t, navigate, myInventorId],
  );
  const loading = isFetching && !currentData;
  const rows = isError || !currentData ? [] : currentData.results;
  const count = isError || !currentData ? 0 : currentData.count;

  return (
    <Box>
      <DataTable<PatentListItem>
        ariaLabel={t('patentsTable.label')}
        columns={columns}
        data={rows}
        isLoading={loading}
        placeholderRows={TABLE_SKELETON_ROWS}
        emptyText={t('patentsTable.empty')}
        onRowClick={(row) => navigate(paths.patent(row.id))}
        enableRowSelection
        enableColumnChooser
        enableSearch
        searchPlaceholder={t('patentsList.searchPlaceholder')}
        searchFn={matchesPatentSearch}
        exportOptions={patentExportOptions}
      />
      {count > TABLE_PAGE_SIZE || page > 1 ? (
        <Box sx={{ mt: 3 }}>
          <Pager
            page={page}
            count={count}
            pageSize={TABLE_PAGE_SIZE}
            onPageChange={setPage}
            disabled={loading}
          />
        </Box>
      ) : null}
    </Box>
  );
}
