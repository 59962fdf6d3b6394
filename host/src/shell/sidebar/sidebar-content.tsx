import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@inventor-portal/shared';
import { useCanReview } from '../../auth/use-can-review';
import { useCurrentUser } from '../../auth/use-current-user';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';
import { sidebarGroupsFor, userLinksFor, type SidebarLink } from './sidebar-items';
import { SidebarItem } from './sidebar-item';

interface SidebarContentProps {
  collapsed: boolean;
  /** Called after a choice (closes the mobile sheet). */
  onNavigate?: () => void;
}

/**
 * Brand, main navigation (an inventor's screens), the office's group (office staff) and the user
 * area (Profile, Settings, Log out).
 */
export function SidebarContent({ collapsed, onNavigate }: SidebarContentProps) {
  const { t } = useHostTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const groups = sidebarGroupsFor(user, useCanReview().canReview);
  const items = (links: readonly SidebarLink[]) =>
    links.map(({ labelKey, to, Icon, end }) => (
      <SidebarItem
        key={to}
        label={t(labelKey)}
        to={to}
        end={end}
        icon={<Icon />}
        collapsed={collapsed}
        onClick={onNavigate}
      />
    ));
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();

  const onLogout = async () => {
    onNavigate?.();
    await logout();
    navigate(paths.login, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: 56,
          px: collapsed ? 0 : 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
          flexShrink: 0,
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            borderRadius: 1.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <LightbulbOutlinedIcon fontSize="small" />
        </Box>
        {collapsed ? null : (
          <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 700 }}>
            {t('brand')}
          </Typography>
        )}
      </Box>
      <Divider />
      {/* nav, not ul: the items are links and buttons, not <li> (a list must only hold <li>) */}
      {groups.main.length > 0 ? (
        <List
          component="nav"
          aria-label={t('sidebar.mainNavigation')}
          sx={{ display: 'grid', gap: 0.5, py: 1 }}
        >
          {items(groups.main)}
        </List>
      ) : null}
      {groups.office.length > 0 ? (
        <>
          {groups.main.length > 0 ? <Divider /> : null}
          <List
            component="nav"
            aria-label={t('sidebar.office.label')}
            sx={{ display: 'grid', gap: 0.5, py: 1 }}
          >
            {collapsed ? null : (
              <ListSubheader
                component="div"
                aria-hidden
                sx={{ lineHeight: 2, bgcolor: 'transparent', position: 'static' }}
              >
                {t('sidebar.office.label')}
              </ListSubheader>
            )}
            {items(groups.office)}
          </List>
        </>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <Divider />
      <List
        component="nav"
        aria-label={t('sidebar.account')}
        sx={{ display: 'grid', gap: 0.5, py: 1 }}
      >
        {items(userLinksFor(user))}
        <SidebarItem
          label={loggingOut ? t('sidebar.loggingOut') : t('sidebar.logOut')}
          icon={<LogoutIcon />}
          collapsed={collapsed}
          onClick={() => void onLogout()}
        />
      </List>
    </Box>
  );
}
