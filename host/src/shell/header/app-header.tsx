import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { hasInventorRecord, isReviewerRole } from '../../auth/roles';
import { useCurrentUser } from '../../auth/use-current-user';
import { useHostTranslation } from '../../i18n';
import { NotificationBell } from '../notifications/notification-bell';
import { CreateTicketButton } from './create-ticket-button';
import { ProfileAvatarLink } from './profile-avatar-link';

interface AppHeaderProps {
  onToggleSidebar: () => void;
}

/** Top bar of the shell: sidebar toggle, create button (inventors), notification bell, avatar. */
export function AppHeader({ onToggleSidebar }: AppHeaderProps) {
  const { t } = useHostTranslation();
  // Tickets are an inventor's: an office account without an inventor record creates none.
  const { user } = useCurrentUser();
  const canCreateTickets = hasInventorRecord(user);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <Tooltip title={t('header.toggleSidebarTooltip')} enterDelay={700}>
          <IconButton edge="start" aria-label={t('header.toggleSidebar')} onClick={onToggleSidebar}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} alignItems="center">
          {canCreateTickets ? <CreateTicketButton /> : null}
          <NotificationBell />
          {/* A reviewer-role account has no profile: Reviews, Settings and the bell only. */}
          {isReviewerRole(user) ? null : <ProfileAvatarLink />}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
