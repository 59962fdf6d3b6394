import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage, skipToken, usePageTitle } from '@inventor-portal/shared';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import { ErrorPanel } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import {
  useCreateOfficePatentMutation,
  useGetOfficePatentQuery,
  useUpdateOfficePatentMutation,
  type OfficePatentDetail,
} from '../api/office-patents-api';
import { PatentDocuments } from './patent-documents';
import { PatentForm } from './patent-form';
import { isUploadedSchema, patentFormValues } from './patent-form-values';
import { SchemaImages } from './schema-images';

const parseId = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

const EMPTY_VALUES = { inventors: [] };

function BackLink() {
  const { t } = useOfficeTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.patents}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('patents.editor.back')}
    </Button>
  );
}

/** /office/patents/new: a new patent; its documents and images come once it is saved. */
function NewPatent() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('patents.editor.newPageTitle'));
  const navigate = useNavigate();
  const [create] = useCreateOfficePatentMutation();
  return (
    <Stack spacing={3}>
      <BackLink />
      <Typography variant="h1">{t('patents.editor.newTitle')}</Typography>
      <PatentForm
        initialValues={EMPTY_VALUES}
        submitLabel={t('patents.form.create')}
        onSave={async (payload) => {
          const patent = await create(payload).unwrap();
          navigate(paths.patent(patent.id), { replace: true, state: { created: true } });
        }}
      />
      <Alert severity="info">{t('patents.editor.uploadsAfterSave')}</Alert>
    </Stack>
  );
}

function EditPatent({ patent }: { patent: OfficePatentDetail }) {
  const { t } = useOfficeTranslation();
  usePageTitle(t('patents.editor.editPageTitle', { title: patent.title }));
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [update] = useUpdateOfficePatentMutation();
  const initialValues = useMemo(() => {
    const details = new Map((patent.inventor_details ?? []).map((i) => [i.id, i]));
    const inventors = patent.inventors.map((id) => {
      const summary = details.get(id);
      return { id, name: summary ? inventorDisplayName(summary, id) : `#${id}` };
    });
    return patentFormValues(patent, inventors);
  }, [patent]);
  const uploaded = patent.schemas.filter(isUploadedSchema);

  return (
    <Stack spacing={3}>
      <BackLink />
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {patent.title}
      </Typography>
      {created ? (
        <Alert severity="success" role="status">
          {t('patents.editor.created')}
        </Alert>
      ) : null}
      <PatentForm
        initialValues={initialValues}
        uploadedSchemas={uploaded}
        currentStatus={patent.status}
        submitLabel={t('patents.form.save')}
        savedText={t('patents.form.saved')}
        onSave={(payload) => update({ id: patent.id, body: payload }).unwrap()}
      />
      <PatentDocuments patent={patent} />
      <SchemaImages patent={patent} />
    </Stack>
  );
}

/** /office/patents/{id}: loads the patent, then its editor, documents and schema images. */
function ExistingPatent({ id }: { id: number | null }) {
  const { t } = useOfficeTranslation();
  const { data, isLoading, isError, error, refetch } = useGetOfficePatentQuery(id ?? skipToken);
  if (isLoading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('patents.editor.loading')}>
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (id === null || isError || !data) {
    return (
      <Stack spacing={2}>
        <BackLink />
        {/* No patent title to show: the generic one keeps the screen's h1. */}
        <Typography variant="h1">{t('patents.editor.pageTitle')}</Typography>
        {id === null || isNotFound(error) ? (
          <Alert severity="warning">{t('patents.editor.notFound')}</Alert>
        ) : (
          <ErrorPanel
            title={t('patents.editor.loadFailure')}
            message={getErrorMessage(error, t('common.tryAgain'))}
            onRetry={() => void refetch()}
          />
        )}
      </Stack>
    );
  }
  return <EditPatent patent={data} />;
}

/** The patent editor: /office/patents/new, or /office/patents/{id}. */
export function PatentEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <NewPatent />;
  return <ExistingPatent key={id} id={parseId(id)} />;
}
