import Box from '@mui/material/Box';
import type { PatentDetail } from '@inventor-portal/shared/schemas';
import { formatDate } from '@inventor-portal/shared/ui';
import { DocumentLink } from '../common/document-link';
import { DetailField } from './detail-field';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Deposit, research report and delivery documents (new tab, http(s) only) with their dates. */
export function PatentDocuments({ patent }: { patent: PatentDetail }) {
  return (
    <Box sx={grid}>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <DetailField label="Deposit Document">
          <DocumentLink url={patent.deposit_document} emptyText="Not available">
            View Deposit Document
          </DocumentLink>
        </DetailField>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <DetailField label="Research Report Document">
          <DocumentLink url={patent.research_report_document} emptyText="Not available">
            View Research Report
          </DocumentLink>
        </DetailField>
        <DetailField label="Research Report Result">
          {patent.research_report_result?.trim() || 'No report'}
        </DetailField>
        <DetailField label="Research Report Date">
          {formatDate(patent.research_report_date)}
        </DetailField>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <DetailField label="Delivery Document">
          <DocumentLink url={patent.delivery_document} emptyText="Not available">
            View Delivery Document
          </DocumentLink>
        </DetailField>
        <DetailField label="Delivery Date">{formatDate(patent.delivery_date)}</DetailField>
      </Box>
    </Box>
  );
}
