import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@inventor-portal/shared';
import { ErrorPanel } from '@inventor-portal/shared/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@remote-patents/config/paths';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { useGetPatentQuery } from '../../api/patents-api';
import { DetailSection } from './detail-section';
import { PatentDetailSkeleton } from './patent-detail-skeleton';
import { PatentDocuments } from './patent-documents';
import { PatentInventorChips } from './patent-inventor-chips';
import { PatentOverview } from './patent-overview';
import { PatentSchemas } from './patent-schemas';

const parseId = (raw: string | undefined): number | null =>
  raw && /^\d+$/.test(raw) ? Number(raw) : null;

/** /patents/{id} (spec §2 "Patent detail"). */
export function PatentDetailPage() {
  const { t } = usePatentsTranslation();
  const id = parseId(useParams().id);
  // currentData, not data: while another id loads, the previous patent must not show.
  const {
    currentData: patent,
    isFetching,
    isError,
    refetch,
  } = useGetPatentQuery(id ?? 0, { skip: id === null });
  usePageTitle(patent?.title || t('patentDetail.pageTitle'));

  const back = (
    <Button component={RouterLink} to={paths.patents} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('patentDetail.back')}
    </Button>
  );

  if (id === null || (isError && !isFetching)) {
    return (
      <Box>
        {back}
        {/* The page's title as the h1: the failed screen has one too. */}
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('patentDetail.pageTitle')}
        </Typography>
        <ErrorPanel
          message={t('patentDetail.loadError')}
          onRetry={id === null ? undefined : () => void refetch()}
        />
      </Box>
    );
  }
  if (!patent) {
    return (
      <Box>
        {back}
        <PatentDetailSkeleton />
      </Box>
    );
  }
  return (
    <Box component="article">
      {back}
      <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {patent.title}
      </Typography>
      <Stack spacing={3}>
        <DetailSection title={t('patentDetail.sections.overview')}>
          <PatentOverview patent={patent} />
        </DetailSection>
        <DetailSection title={t('patentDetail.sections.abstract')}>
          <Typography
            sx={{ whiteSpace: 'pre-line' }}
            color={patent.abstract ? undefined : 'text.secondary'}
          >
            {patent.abstract?.trim() || t('patentDetail.noAbstract')}
          </Typography>
        </DetailSection>
        <DetailSection title={t('patentDetail.sections.documents')}>
          <PatentDocuments patent={patent} />
        </DetailSection>
        <DetailSection title={t('patentDetail.sections.inventors')}>
          <PatentInventorChips ids={patent.inventors} />
        </DetailSection>
        <DetailSection title={t('patentDetail.sections.schemas')}>
          <PatentSchemas schemas={patent.schemas} />
        </DetailSection>
      </Stack>
    </Box>
  );
}
