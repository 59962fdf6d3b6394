import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';

export interface SidebarLink {
  label: string;
  to: string;
  Icon: typeof SvgIcon;
}

/** Main navigation (spec App shell). */
export const NAV_LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', to: paths.dashboard, Icon: DashboardOutlinedIcon },
  { label: 'Tickets', to: paths.tickets, Icon: ConfirmationNumberOutlinedIcon },
  { label: 'Patents', to: paths.patents, Icon: DescriptionOutlinedIcon },
  { label: 'CoInventors', to: paths.coInventors, Icon: GroupsOutlinedIcon },
];

/** User area, above 'Log out'. */
export const USER_LINKS: readonly SidebarLink[] = [
  { label: 'Profile', to: paths.profile, Icon: PersonOutlineIcon },
  { label: 'Settings', to: paths.settings, Icon: SettingsOutlinedIcon },
];
