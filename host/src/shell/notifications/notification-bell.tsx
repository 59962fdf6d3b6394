import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import {
  useGetMeQuery,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@inventor-portal/shared';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { mustChangePassword, mustSetUpTwoFactor } from '../../auth/roles';
import { useHostTranslation } from '../../i18n';
import { NotificationMenu } from './notification-menu';

/** Header bell: unread-count badge and the paged notification dropdown (spec App shell). */
export function NotificationBell() {
  const { t } = useHostTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [page, setPage] = useState(1);
  const { data: me } = useGetMeQuery();
  const { data, isError, error } = useGetNotificationsQuery(
    { page, page_size: PAGE_SIZES.notifications },
    // The server answers 403 `password_change_required` until a generated password is changed,
    // and `two_factor_required` to office staff until they turn on two-factor sign-in.
    { skip: mustChangePassword(me) || mustSetUpTwoFactor(me) },
  );
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();

  // Spec §8: a failed fetch keeps the list as it was; the first failure is logged.
  const logged = useRef(false);
  useEffect(() => {
    if (isError && !logged.current) {
      logged.current = true;
      console.error('Could not load notifications', error);
    }
  }, [isError, error]);

  const notifications = data?.results ?? [];
  // The server counts every unread notification; an older server only lets us count this page.
  const unread = data?.unread_count ?? notifications.filter((n) => !n.is_read).length;

  return (
    <>
      {/* A hint for the mouse only: keyboard and screen-reader users get the button's name, and
          a tooltip popping up when the closed menu hands focus back would sit outside every
          landmark. */}
      <Tooltip title={t('notifications.title')} enterDelay={700} disableFocusListener>
        <IconButton
          aria-label={
            unread > 0 ? t('notifications.bell', { count: unread }) : t('notifications.title')
          }
          aria-haspopup="true"
          aria-expanded={anchorEl !== null}
          onClick={(event) => {
            // Spec §4: opening the dropdown goes back to page 1.
            setPage(1);
            setAnchorEl(event.currentTarget);
          }}
        >
          {/* The count is in the button's name; the badge is decoration, and there is none while
              nothing is unread: an invisible MUI badge still holds its last count as text, which
              the name would lack (axe label-content-name-mismatch). */}
          {unread > 0 ? (
            <Badge
              badgeContent={unread}
              color="error"
              data-testid="notification-badge"
              slotProps={{ badge: { 'aria-hidden': true } }}
            >
              <NotificationsNoneIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <NotificationMenu
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        notifications={notifications}
        count={data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        onMarkRead={(id) => void markRead(id)}
        onMarkAllRead={() => void markAllRead()}
      />
    </>
  );
}
