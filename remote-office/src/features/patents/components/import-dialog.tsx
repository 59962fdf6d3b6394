import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getErrorMessage } from '@inventor-portal/shared';
import { fieldErrorsOf } from '@inventor-portal/shared/schemas';
import { useId, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useImportOfficePatentsMutation, type PatentImportReport } from '../api/office-patents-api';
import { ACCEPT, IMPORT_MAX_BYTES, isTableFile, megabytes } from './file-checks';
import { FilePickButton } from './file-pick-button';
import { ImportReport } from './import-report';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Imports patents from a CSV or XLSX file, as the admin command `import-patents` does, and
 * shows its report: what was created, updated, and each rejected row with its reason.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useOfficeTranslation();
  const titleId = useId();
  const hintId = useId();
  const [importPatents, { isLoading }] = useImportOfficePatentsMutation();
  const [report, setReport] = useState<PatentImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onPick = async (file: File) => {
    setReport(null);
    setError(null);
    if (!isTableFile(file)) return setError(t('patents.import.wrongType'));
    if (file.size > IMPORT_MAX_BYTES)
      return setError(t('patents.import.tooLarge', { max: megabytes(IMPORT_MAX_BYTES) }));
    try {
      setReport(await importPatents(file).unwrap());
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)?.file ?? getErrorMessage(failure, t('patents.import.failed')),
      );
    }
    return undefined;
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('patents.import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 2 }}>
          {t('patents.import.hint', { max: megabytes(IMPORT_MAX_BYTES) })}
        </DialogContentText>
        <FilePickButton
          label={isLoading ? t('patents.import.importing') : t('patents.import.choose')}
          accept={ACCEPT.table}
          onPick={(file) => void onPick(file)}
          disabled={isLoading}
          startIcon={<UploadFileOutlinedIcon />}
          variant="contained"
          describedBy={hintId}
        />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        {report ? (
          <Box sx={{ mt: 2 }}>
            <ImportReport report={report} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('patents.import.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
