import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLanguage, useSharedTranslation } from '@inventor-portal/shared/i18n';
import type { TicketAttachment } from '@inventor-portal/shared/schemas';
import { formatDateTime } from '@inventor-portal/shared/ui';
import { formatFileSize } from './format-file-size';

interface AttachmentListProps {
  attachments: readonly TicketAttachment[];
  /** Offer Delete on each (null: read only). */
  onDelete: ((attachment: TicketAttachment) => void) | null;
  labelledBy: string;
}

/** The attachments, oldest first: each a download link, its size, who added it and when. */
export function AttachmentList({ attachments, onDelete, labelledBy }: AttachmentListProps) {
  const { t } = useSharedTranslation();
  const language = useLanguage();
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {attachments.map((attachment) => {
        const meta = {
          size: formatFileSize(attachment.size, language),
          when: formatDateTime(attachment.created_at),
        };
        return (
          <Box
            component="li"
            key={attachment.id}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <InsertDriveFileOutlinedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link
                href={attachment.url}
                download={attachment.name}
                sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}
              >
                {attachment.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {attachment.uploaded_by
                  ? t('attachments.meta', { ...meta, name: attachment.uploaded_by.name })
                  : t('attachments.metaNoUploader', meta)}
              </Typography>
            </Box>
            {onDelete && (
              <IconButton
                size="small"
                aria-label={t('attachments.deleteLabel', { name: attachment.name })}
                onClick={() => onDelete(attachment)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
