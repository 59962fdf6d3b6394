import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useHostTranslation } from '../../i18n';
import type { SidebarState } from './use-sidebar';
import { SidebarContent } from './sidebar-content';

/** Spec §9 widths: 16rem expanded, 3rem collapsed, an 18rem side sheet on mobile. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';

/** The shell's collapsible sidebar (a temporary side sheet under 768px). */
export function AppSidebar({ sidebar }: { sidebar: SidebarState }) {
  const { t } = useHostTranslation();
  const label = t('sidebar.label');
  if (sidebar.isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={sidebar.mobileOpen}
        onClose={sidebar.closeMobile}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE }, 'aria-label': label } }}
      >
        <SidebarContent collapsed={false} onNavigate={sidebar.closeMobile} />
      </Drawer>
    );
  }
  const width = sidebar.expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
  return (
    <Box
      component="aside"
      aria-label={label}
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
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <SidebarContent collapsed={!sidebar.expanded} />
    </Box>
  );
}
