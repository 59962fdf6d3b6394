import Box from '@mui/material/Box';
import type { PatentDetail } from '@inventor-portal/shared/schemas';
import { formatDate } from '@inventor-portal/shared/ui';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { patentFieldLabels } from '../../lib/patent-fields';
import { DocumentLink } from '../common/document-link';
import { DetailField } from './detail-field';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Deposit, research report and delivery documents (new tab, http(s) only) with their dates. */
export function PatentDocuments({ patent }: { patent: PatentDetail }) {
  const { t } = usePatentsTranslation();
  const labels = patentFieldLabels(t);
  const notAvailable = t('patentDetail.notAvailable');
  return (
    <Box sx={grid}>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <DetailField label={labels.deposit_document}>
          <DocumentLink url={patent.deposit_document} emptyText={notAvailable}>
            {t('patentDetail.viewDepositDocument')}
          </DocumentLink>
        </DetailField>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <DetailField label={labels.research_report_document}>
          <DocumentLink url={patent.research_report_document} emptyText={notAvailable}>
            {t('patentDetail.viewResearchReport')}
          </DocumentLink>
        </DetailField>
        <DetailField label={labels.research_report_result}>
          {patent.research_report_result?.trim() || t('patentDetail.noReport')}
        </DetailField>
        <DetailField label={labels.research_report_date}>
          {formatDate(patent.research_report_date)}
        </DetailField>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <DetailField label={labels.delivery_document}>
          <DocumentLink url={patent.delivery_document} emptyText={notAvailable}>
            {t('patentDetail.viewDeliveryDocument')}
          </DocumentLink>
        </DetailField>
        <DetailField label={labels.delivery_date}>{formatDate(patent.delivery_date)}</DetailField>
      </Box>
    </Box>
  );
}
