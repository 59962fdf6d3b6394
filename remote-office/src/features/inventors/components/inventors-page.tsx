import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import type { OfficeInventor } from '@inventor-portal/shared/schemas';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import {
  DataTable,
  ErrorPanel,
  PageHeader,
  Pager,
  useDebouncedValue,
  type DataTableColumn,
} from '@inventor-portal/shared/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetOfficeInventorsQuery } from '../api/office-inventors-api';
import { AccountStateChip, accountStateOf } from './account-state';
import { ActivationButton } from './activation-button';
import { CreateInventorDialog } from './create-inventor-dialog';

const PAGE_SIZE = 25;

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /office/inventors: every inventor record, searchable; add one, (de)activate an account. */
export function InventorsPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('inventors.pageTitle'));
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 350);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const { data, isFetching, isError, error, refetch } = useGetOfficeInventorsQuery({
    page,
    page_size: PAGE_SIZE,
    search: debounced || undefined,
  });

  const columns = useMemo<DataTableColumn<OfficeInventor>[]>(
    () => [
      {
        id: 'name',
        header: t('inventors.columns.name'),
        accessor: (row) => inventorDisplayName(row, row.id),
        // A link, not a row click: the row also holds the (de)activation button.
        render: (row) => (
          <Link component={RouterLink} to={paths.inventor(row.id)}>
            {inventorDisplayName(row, row.id)}
          </Link>
        ),
        enableSorting: false,
      },
      { id: 'email', header: t('inventors.columns.email'), enableSorting: false },
      {
        id: 'affiliation',
        header: t('inventors.columns.affiliation'),
        size: 180,
        enableSorting: false,
      },
      {
        id: 'account',
        header: t('inventors.columns.account'),
        size: 160,
        enableSorting: false,
        accessor: (row) => t(`inventors.account.${accountStateOf(row)}`),
        render: (row) => <AccountStateChip inventor={row} />,
      },
      {
        id: 'tickets_count',
        header: t('inventors.columns.tickets'),
        size: 140,
        enableSorting: false,
      },
      {
        id: 'patents_count',
        header: t('inventors.columns.patents'),
        size: 140,
        enableSorting: false,
      },
      {
        id: 'actions',
        header: t('inventors.columns.actions'),
        size: 180,
        enableSorting: false,
        enableHiding: false,
        accessor: () => '',
        render: (row) => <ActivationButton inventor={row} onDone={setNotice} />,
      },
    ],
    [t],
  );

  return (
    <Box>
      <PageHeader
        title={t('inventors.title')}
        description={t('inventors.intro')}
        action={
          <Button
            variant="contained"
            color="secondary"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            {t('inventors.add')}
          </Button>
        }
      />
      {notice ? (
        <Alert
          severity={notice.kind}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      ) : null}
      <TextField
        type="search"
        label={t('inventors.search')}
        placeholder={t('inventors.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        size="small"
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {isError ? (
        <ErrorPanel
          title={t('inventors.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <DataTable<OfficeInventor>
            ariaLabel={t('inventors.tableLabel')}
            columns={columns}
            data={data?.results ?? []}
            isLoading={isFetching}
            emptyText={debounced ? t('inventors.emptySearch') : t('inventors.empty')}
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
      {creating ? (
        <CreateInventorDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(inventor, withAccount) => {
            setCreating(false);
            const name = inventorDisplayName(inventor, inventor.email ?? inventor.id);
            setNotice({
              kind: 'success',
              text: withAccount
                ? t('inventors.createdWithAccount', { name })
                : t('inventors.created', { name }),
            });
          }}
        />
      ) : null}
    </Box>
  );
}
