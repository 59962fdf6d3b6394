import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { SidebarState } from './use-sidebar';
import { SidebarContent } from './sidebar-content';

/** Spec §9 widths: 16rem expanded, 3rem collapsed, an 18rem side sheet on mobile. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';

/** The shell's collapsible sidebar (a temporary side sheet under 768px). */
export function AppSidebar({ sidebar }: { sidebar: SidebarState }) {
  if (sidebar.isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={sidebar.mobileOpen}
        onClose={sidebar.closeMobile}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE }, 'aria-label': 'Sidebar' } }}
      >
        <SidebarContent collapsed={false} onNavigate={sidebar.closeMobile} />
      </Drawer>
    );
  }
  const width = sidebar.expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
  return (
    <Box
      component="aside"
      aria-label="Sidebar"
      data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (t) =>
          t.transitions.create('width', { duration: t.transitions.duration.shorter }),
      }}
    >
      <SidebarContent collapsed={!sidebar.expanded} />
    </Box>
  );
}
