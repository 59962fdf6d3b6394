import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketHistoryEntry } from '@inventor-portal/shared/schemas';
import { formatDateTime, StatusBadge, TitledSection } from '@inventor-portal/shared/ui';
import { useOfficeTranslation } from '@remote-office/i18n';

/** The ticket's status changes, oldest first, each with who made it, when, and its message. */
export function HistoryTimeline({ history }: { history: readonly TicketHistoryEntry[] }) {
  const { t } = useOfficeTranslation();
  return (
    <TitledSection title={t('review.history.title')}>
      {history.length === 0 ? (
        <Typography color="text.secondary">{t('review.history.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {history.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.at}-${index}`}
              sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusBadge status={entry.status} />
                <Typography variant="body2" color="text.secondary">
                  {entry.by
                    ? t('review.history.byOn', {
                        name: entry.by.name,
                        at: formatDateTime(entry.at),
                      })
                    : t('review.history.systemOn', { at: formatDateTime(entry.at) })}
                </Typography>
              </Stack>
              {entry.meeting_date ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('review.history.meeting', { at: formatDateTime(entry.meeting_date) })}
                </Typography>
              ) : null}
              {entry.message ? (
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {entry.message}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </TitledSection>
  );
}
