import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@inventor-portal/shared';
import { fieldErrorsOf, type PatentDocumentKind } from '@inventor-portal/shared/schemas';
import { useId, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useUploadOfficePatentDocumentMutation } from '../api/office-patents-api';
import { ACCEPT, isPdf, megabytes, PATENT_DOCUMENT_MAX_BYTES } from './file-checks';
import { FilePickButton } from './file-pick-button';
import { fileHref } from './file-href';

interface DocumentRowProps {
  patentId: number;
  kind: PatentDocumentKind;
  /** The current document's URL, or null. */
  current: string | null;
}

/** One of the patent's PDFs: the current one as a link, and a button to upload a new one. */
export function DocumentRow({ patentId, kind, current }: DocumentRowProps) {
  const { t } = useOfficeTranslation();
  const headingId = useId();
  const [upload, { isLoading }] = useUploadOfficePatentDocumentMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const label = t(`patents.documents.kinds.${kind}`);
  const href = fileHref(current);

  const onPick = async (file: File) => {
    setNotice(null);
    if (!isPdf(file)) return setNotice({ ok: false, text: t('patents.documents.notPdf') });
    if (file.size > PATENT_DOCUMENT_MAX_BYTES)
      return setNotice({
        ok: false,
        text: t('patents.documents.tooLarge', { max: megabytes(PATENT_DOCUMENT_MAX_BYTES) }),
      });
    try {
      await upload({ id: patentId, kind, file }).unwrap();
      setNotice({ ok: true, text: t('patents.documents.uploaded', { document: label }) });
    } catch (error) {
      const text =
        fieldErrorsOf(error)?.file ?? getErrorMessage(error, t('patents.documents.failed'));
      setNotice({ ok: false, text });
    }
    return undefined;
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ py: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {t('patents.documents.view', { document: label })}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {current ?? t('patents.documents.none')}
          </Typography>
        )}
        <FilePickButton
          label={
            isLoading
              ? t('patents.documents.uploading')
              : t(current ? 'patents.documents.replace' : 'patents.documents.upload', {
                  document: label,
                })
          }
          accept={ACCEPT.pdf}
          onPick={(file) => void onPick(file)}
          disabled={isLoading}
          startIcon={<UploadFileOutlinedIcon />}
          size="small"
        />
      </Stack>
      {notice ? (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
