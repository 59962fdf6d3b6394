import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import type { PatentListItem } from '@inventor-portal/shared/schemas';
import { DataTable, ErrorPanel, PageHeader, Pager } from '@inventor-portal/shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetOfficePatentsQuery } from '../api/office-patents-api';
import { PATENTS_PAGE_SIZE, usePatentFilters } from '../hooks/use-patent-filters';
import { ImportDialog } from './import-dialog';
import { usePatentColumns } from './patent-columns';
import { PatentsToolbar } from './patents-toolbar';

/** /office/patents: every patent, searched, ordered and paged by the server; add or import. */
export function PatentsPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('patents.list.pageTitle'));
  const navigate = useNavigate();
  const { filters, update } = usePatentFilters();
  const columns = usePatentColumns();
  const [importing, setImporting] = useState(false);
  const { data, isFetching, isError, error, refetch } = useGetOfficePatentsQuery({
    page: filters.page,
    page_size: PATENTS_PAGE_SIZE,
    ordering: filters.ordering || undefined,
    search: filters.search || undefined,
  });

  return (
    <Box>
      <PageHeader
        title={t('patents.list.title')}
        description={t('patents.list.intro')}
        action={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setImporting(true)}
            >
              {t('patents.list.import')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.newPatent}
              variant="contained"
              color="secondary"
              startIcon={<AddIcon />}
            >
              {t('patents.list.new')}
            </Button>
          </Stack>
        }
      />
      <PatentsToolbar filters={filters} onChange={update} />
      {isError ? (
        <ErrorPanel
          title={t('patents.list.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <DataTable<PatentListItem>
            ariaLabel={t('patents.list.tableLabel')}
            columns={columns}
            data={data?.results ?? []}
            isLoading={isFetching}
            emptyText={filters.search ? t('patents.list.emptySearch') : t('patents.list.empty')}
            onRowClick={(row) => navigate(paths.patent(row.id))}
            enableColumnChooser
          />
          {data && data.count > PATENTS_PAGE_SIZE ? (
            <Box sx={{ mt: 2 }}>
              <Pager
                page={filters.page}
                count={data.count}
                pageSize={PATENTS_PAGE_SIZE}
                disabled={isFetching}
                onPageChange={(page) => update({ page })}
              />
            </Box>
          ) : null}
        </>
      )}
      {importing ? <ImportDialog open onClose={() => setImporting(false)} /> : null}
    </Box>
  );
}
