import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { NavLink, useMatch } from 'react-router-dom';

interface SidebarEntryProps {
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  /** A link when given, else a button. */
  to?: string;
  /** Active on `to` only, not on the pages below it. */
  end?: boolean;
  onClick?: () => void;
}

/** A sidebar row: icon + label, or icon only with an instant tooltip when collapsed. */
export function SidebarItem({
  label,
  icon,
  collapsed,
  to,
  end = false,
  onClick,
}: SidebarEntryProps) {
  const match = useMatch({ path: to ?? '/__none__', end });
  const active = to !== undefined && match !== null;
  const linkProps = to === undefined ? {} : { component: NavLink, to, end };
  return (
    <Tooltip title={collapsed ? label : ''} placement="right" enterDelay={0} enterNextDelay={0}>
      <ListItemButton
        {...linkProps}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        onClick={onClick}
        sx={{
          minHeight: 40,
          borderRadius: 1.5,
          mx: collapsed ? 0.5 : 1,
          px: collapsed ? 1 : 1.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
          '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
          '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
        }}
      >
        <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' }}>
          {icon}
        </ListItemIcon>
        {collapsed ? null : (
          <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
        )}
      </ListItemButton>
    </Tooltip>
  );
}
