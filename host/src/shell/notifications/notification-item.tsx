import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { RelativeTime, type Notification } from '@inventor-portal/shared';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
}

/** One notification: message and '… ago'; a click on an unread one marks it read. */
export function NotificationItem({ notification, onMarkRead }: NotificationItemProps) {
  const unread = !notification.is_read;
  return (
    <ListItemButton
      data-unread={unread || undefined}
      aria-label={`${unread ? 'Unread: ' : ''}${notification.message}`}
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
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>
          {notification.message}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <RelativeTime value={notification.created_at} />
        </Typography>
      </Box>
    </ListItemButton>
  );
}
