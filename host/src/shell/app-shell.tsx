import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './header/app-header';
import { PasswordChangeNotice } from './password-change-notice';
import { AppSidebar } from './sidebar/app-sidebar';
import { useSidebar } from './sidebar/use-sidebar';
import { useShellLiveEvents } from './use-shell-live-events';

/**
 * Every signed-in page: collapsible sidebar, header, and the page in <main>; the live events
 * stream that keeps the bell and open discussions current.
 */
export function AppShell() {
  const sidebar = useSidebar();
  useShellLiveEvents();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppSidebar sidebar={sidebar} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader onToggleSidebar={sidebar.toggle} />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <PasswordChangeNotice />
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
