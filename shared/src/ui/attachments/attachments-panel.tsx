import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  attachmentsZipUrl,
  getErrorMessage,
  skipToken,
  useDeleteTicketAttachmentMutation,
  useGetTicketAttachmentsQuery,
} from '@inventor-portal/shared';
import { translateMessage, useSharedTranslation } from '@inventor-portal/shared/i18n';
import { ATTACHMENT_LIMITS, type TicketAttachment } from '@inventor-portal/shared/schemas';
import { useCallback, useId, useState } from 'react';
import { VISUALLY_HIDDEN } from '@inventor-portal/shared/ui';
import { AttachmentList } from './attachment-list';
import { DropZone } from './drop-zone';
import { UploadQueue } from './upload-queue';
import { useAttachmentUploads, type UploadNews } from './use-attachment-uploads';

export interface AttachmentsPanelProps {
  /** The ticket; null on the create page until its draft exists. */
  ticketId: number | null;
  /** Whether the viewer may add and remove files (the server decides again). */
  canEdit: boolean;
  /**
   * Makes the ticket the files go to when there is none yet (the create page saves its draft):
   * the new id, or null when the form cannot be saved yet.
   */
  ensureTicketId?: () => Promise<number | null>;
  /** A submitted ticket with co-inventors: says that a change asks them to confirm again. */
  warnsCoInventors?: boolean;
}

/**
 * A ticket's "Attachments" section (API.md Part 3), on the inventor's form and ticket page and on
 * the office's review page: the files, oldest first, each a download with its size, who added it
 * and when; "Download all" as one zip; and, where the viewer may change them, a drop zone and a
 * picker for several files at once, each upload with its progress, Cancel and Retry, files the
 * server would refuse refused before sending, with the server's sentence. Progress and results
 * are announced politely.
 */
export function AttachmentsPanel({
  ticketId,
  canEdit,
  ensureTicketId,
  warnsCoInventors = false,
}: AttachmentsPanelProps) {
  const { t } = useSharedTranslation();
  const headingId = useId();
  const hintId = useId();
  const listQuery = useGetTicketAttachmentsQuery(ticketId ?? skipToken);
  const attachments = ticketId === null ? [] : (listQuery.data ?? []);
  const [message, setMessage] = useState('');
  const [noTicket, setNoTicket] = useState(false);
  const [confirming, setConfirming] = useState<TicketAttachment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteAttachment, deleting] = useDeleteTicketAttachmentMutation();

  const onNews = useCallback(
    (news: UploadNews) => {
      setNoTicket(false);
      switch (news.kind) {
        case 'started':
          setMessage(t('attachments.announce.started', { count: news.count }));
          break;
        case 'progress':
          setMessage(
            t('attachments.announce.progress', { name: news.name, percent: news.percent }),
          );
          break;
        case 'uploaded':
          setMessage(t('attachments.announce.uploaded', { name: news.name }));
          break;
        case 'cancelled':
          setMessage(t('attachments.announce.cancelled', { name: news.name }));
          break;
        case 'failed':
          setMessage(
            t('attachments.announce.failed', {
              name: news.name,
              reason: news.error ? translateMessage(news.error) : t('attachments.networkError'),
            }),
          );
          break;
      }
    },
    [t],
  );
  // Said by its alert (role="alert"), not the status region too.
  const onNoTicket = useCallback(() => setNoTicket(true), []);

  const uploads = useAttachmentUploads({
    ticketId,
    ensureTicketId,
    existing: attachments.length,
    onNews,
    onNoTicket,
  });

  const confirmDelete = async () => {
    if (!confirming || ticketId === null) return;
    const target = confirming;
    setConfirming(null);
    setDeleteError(null);
    try {
      await deleteAttachment({ ticket: ticketId, id: target.id }).unwrap();
      setMessage(t('attachments.announce.deleted', { name: target.name }));
    } catch (error) {
      setDeleteError(getErrorMessage(error, t('attachments.deleteFailure')));
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {t('attachments.title')}
          </Typography>
          {canEdit ? (
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t('attachments.hint', {
                size: ATTACHMENT_LIMITS.fileBytes / (1024 * 1024),
                count: ATTACHMENT_LIMITS.perTicket,
              })}
            </Typography>
          ) : null}
        </Box>
        {warnsCoInventors && canEdit ? (
          // A standing note, not news: not an alert to screen readers.
          <Alert severity="info" role="note">
            {t('attachments.confirmAgainNote')}
          </Alert>
        ) : null}
        {canEdit ? (
          <DropZone onFiles={(files) => void uploads.add(files)} describedBy={hintId} />
        ) : null}
        {noTicket ? <Alert severity="warning">{t('attachments.needsDraft')}</Alert> : null}
        <UploadQueue
          items={uploads.items}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onDismiss={uploads.dismiss}
        />
        {deleteError ? (
          <Alert severity="error" onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        ) : null}
        {ticketId !== null && listQuery.isLoading ? (
          <Typography variant="body2" color="text.secondary">
            {t('attachments.loading')}
          </Typography>
        ) : ticketId !== null && listQuery.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void listQuery.refetch()}>
                {t('attachments.retry')}
              </Button>
            }
          >
            {t('attachments.loadFailure')}
          </Alert>
        ) : attachments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('attachments.empty')}
          </Typography>
        ) : (
          <>
            <AttachmentList
              attachments={attachments}
              labelledBy={headingId}
              onDelete={canEdit && !deleting.isLoading ? setConfirming : null}
            />
            {ticketId !== null ? (
              <Box>
                <Button
                  component="a"
                  href={attachmentsZipUrl(ticketId)}
                  download
                  variant="outlined"
                  size="small"
                  startIcon={<DownloadIcon />}
                >
                  {t('attachments.downloadAll')}
                </Button>
              </Box>
            ) : null}
          </>
        )}
      </Stack>
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {message}
      </Box>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby={`${headingId}-delete`}
      >
        <DialogTitle id={`${headingId}-delete`}>{t('attachments.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('attachments.deleteText', { name: confirming?.name ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('attachments.deleteCancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            {t('attachments.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
