import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translateMessage, useLanguage, useSharedTranslation } from '@inventor-portal/shared/i18n';
import { formatFileSize } from './format-file-size';
import type { UploadItem } from './use-attachment-uploads';

interface UploadQueueProps {
  items: readonly UploadItem[];
  onCancel: (key: number) => void;
  onRetry: (key: number) => void;
  onDismiss: (key: number) => void;
}

/** The files on their way: a progress bar and Cancel each; a refused or failed one says why. */
export function UploadQueue({ items, onCancel, onRetry, onDismiss }: UploadQueueProps) {
  const { t } = useSharedTranslation();
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('attachments.uploadsLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {items.map((item) => {
        const name = item.file.name;
        const percent = Math.round(item.progress * 100);
        return (
          <Box
            component="li"
            key={item.key}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatFileSize(item.file.size, language)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                {item.state === 'uploading' ? (
                  <Button
                    size="small"
                    aria-label={t('attachments.cancelLabel', { name })}
                    onClick={() => onCancel(item.key)}
                  >
                    {t('attachments.cancel')}
                  </Button>
                ) : (
                  <>
                    {item.state === 'failed' && (
                      <Button
                        size="small"
                        aria-label={t('attachments.retryLabel', { name })}
                        onClick={() => onRetry(item.key)}
                      >
                        {t('attachments.retry')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="inherit"
                      aria-label={t('attachments.dismissLabel', { name })}
                      onClick={() => onDismiss(item.key)}
                    >
                      {t('attachments.dismiss')}
                    </Button>
                  </>
                )}
              </Stack>
            </Stack>
            {item.state === 'uploading' ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={t('attachments.progressLabel', { name })}
                  sx={{ flexGrow: 1 }}
                />
                <Typography variant="caption" color="text.secondary" aria-hidden>
                  {t('attachments.percent', { percent })}
                </Typography>
              </Stack>
            ) : (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {item.error
                  ? translateMessage(item.error, language)
                  : t('attachments.networkError')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
