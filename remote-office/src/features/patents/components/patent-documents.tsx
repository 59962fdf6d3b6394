import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATENT_DOCUMENT_KINDS, type PatentDetail } from '@inventor-portal/shared/schemas';
import { useOfficeTranslation } from '@remote-office/i18n';
import { DocumentRow } from './document-row';
import { megabytes, PATENT_DOCUMENT_MAX_BYTES } from './file-checks';

const COLUMN = {
  deposit: 'deposit_document',
  research_report: 'research_report_document',
  delivery: 'delivery_document',
} as const;

/** The deposit, research-report and delivery PDFs of a saved patent. */
export function PatentDocuments({ patent }: { patent: PatentDetail }) {
  const { t } = useOfficeTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="patent-documents" sx={{ p: 3 }}>
      <Typography id="patent-documents" component="h2" variant="h6">
        {t('patents.documents.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('patents.documents.hint', { max: megabytes(PATENT_DOCUMENT_MAX_BYTES) })}
      </Typography>
      {PATENT_DOCUMENT_KINDS.map((kind, index) => (
        <div key={kind}>
          {index > 0 ? <Divider /> : null}
          <DocumentRow patentId={patent.id} kind={kind} current={patent[COLUMN[kind]]} />
        </div>
      ))}
    </Paper>
  );
}
