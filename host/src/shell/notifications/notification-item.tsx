import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Notification } from '@inventor-portal/shared/schemas';
import { RelativeTime, useFeedText, VISUALLY_HIDDEN } from '@inventor-portal/shared/ui';
import { useHostTranslation } from '../../i18n';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
}

/**
 * One notification (a list item): message and '… ago'; a click on an unread one marks it read.
 * The message is the notification's event in the page's language. The button's name is its
 * visible text, prefixed 'Unread: ' for screen readers when unread.
 */
export function NotificationItem({ notification, onMarkRead }: NotificationItemProps) {
  const { t } = useHostTranslation();
  const feedText = useFeedText();
  const unread = !notification.is_read;
  return (
    <ListItem disablePadding>
      <ListItemButton
        data-unread={unread || undefined}
        onClick={() => {
          if (unread) onMarkRead(notification.id);
        }}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.25,
          bgcolor: unread ? 'action.hover' : 'transparent',
        }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.75,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          {unread && (
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('notifications.unread')}{' '}
            </Box>
          )}
          <Typography
            variant="body2"
            sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}
          >
            {feedText({ ...notification, fallback: notification.message })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <RelativeTime value={notification.created_at} />
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
