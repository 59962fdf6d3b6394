import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, type Notification } from '@inventor-portal/shared/schemas';
import { Pager } from '@inventor-portal/shared/ui';
import { useHostTranslation } from '../../i18n';
import { NotificationItem } from './notification-item';

interface NotificationMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  notifications: Notification[];
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  onMarkRead: (id: number) => void;
  onMarkAllRead: () => void;
}

/** The bell's dropdown: list, 'Mark all as read' and 'Page X of Y' paging (max ~400px tall). */
export function NotificationMenu(props: NotificationMenuProps) {
  const { t } = useHostTranslation();
  const { anchorEl, onClose, notifications, count, page, onPageChange, onMarkRead, onMarkAllRead } =
    props;
  const allRead = notifications.every((n) => n.is_read);
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('notifications.title'),
          sx: {
            width: 360,
            maxWidth: 'calc(100vw - 24px)',
            maxHeight: 400,
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.25,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        <Button size="small" disabled={allRead} onClick={onMarkAllRead}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {notifications.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} onMarkRead={onMarkRead} />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ py: 0.5 }}>
        <Pager
          compact
          page={page}
          count={count}
          pageSize={PAGE_SIZES.notifications}
          onPageChange={onPageChange}
        />
      </Box>
    </Popover>
  );
}
