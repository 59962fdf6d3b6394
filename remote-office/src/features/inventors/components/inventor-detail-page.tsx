import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import { inventorDisplayName, type OfficeInventorDetail } from '@inventor-portal/shared/schemas';
import { ErrorPanel, PageHeader } from '@inventor-portal/shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { idParam } from '@remote-office/lib/id-param';
import { useGetOfficeInventorQuery } from '../api/inventor-detail-api';
import { ActivationButton } from './activation-button';
import { EditInventorDialog } from './edit-inventor-dialog';
import { InventorProfileCard } from './inventor-profile-card';
import { InventorRecords } from './inventor-records';

type Notice = { kind: 'success' | 'error'; text: string } | null;

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

function BackLink() {
  const { t } = useOfficeTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.inventors}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 2 }}
    >
      {t('inventorDetail.back')}
    </Button>
  );
}

/** /office/inventors/:id — one inventor's record, their tickets and patents; edit, (de)activate. */
export function InventorDetailPage() {
  const { t } = useOfficeTranslation();
  const id = idParam(useParams().id) ?? null;
  const { data, isLoading, isError, error, refetch } = useGetOfficeInventorQuery(id ?? 0, {
    skip: id === null,
  });
  usePageTitle(
    data ? inventorDisplayName(data, data.email ?? data.id) : t('inventorDetail.pageTitle'),
  );

  if (id === null || (isError && statusOf(error) === 404)) {
    return (
      <Box>
        <BackLink />
        <PageHeader title={t('inventorDetail.pageTitle')} />
        <Alert severity="warning" role="alert">
          {t('inventorDetail.notFound')}
        </Alert>
      </Box>
    );
  }
  if (isError) {
    return (
      <Box>
        <BackLink />
        <PageHeader title={t('inventorDetail.pageTitle')} />
        <ErrorPanel
          title={t('inventorDetail.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      </Box>
    );
  }
  if (isLoading || !data) {
    return (
      <Box
        role="status"
        aria-label={t('inventorDetail.loading')}
        sx={{ display: 'grid', placeItems: 'center', py: 8 }}
      >
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  return <InventorDetail inventor={data} />;
}

function InventorDetail({ inventor }: { inventor: OfficeInventorDetail }) {
  const { t } = useOfficeTranslation();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const name = inventorDisplayName(inventor, inventor.email ?? inventor.id);
  return (
    <Box>
      <BackLink />
      <PageHeader
        title={name}
        description={inventor.affiliation ?? undefined}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<EditOutlinedIcon />}
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              {t('inventorDetail.edit.open')}
            </Button>
            <Box sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
              <ActivationButton inventor={inventor} onDone={setNotice} />
            </Box>
          </Stack>
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
      <Stack spacing={3}>
        <InventorProfileCard inventor={inventor} />
        <InventorRecords inventor={inventor} />
      </Stack>
      {editing ? (
        <EditInventorDialog
          inventor={inventor}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            setNotice({
              kind: 'success',
              text: t('inventorDetail.edit.saved', {
                name: inventorDisplayName(saved, saved.email ?? saved.id),
              }),
            });
          }}
        />
      ) : null}
    </Box>
  );
}
