import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../../config/paths';

/** A sidebar entry's name: its key in the host catalog. */
export type SidebarLabelKey =
  | 'sidebar.dashboard'
  | 'sidebar.tickets'
  | 'sidebar.patents'
  | 'sidebar.coInventors'
  | 'sidebar.profile'
  | 'sidebar.settings';

export interface SidebarLink {
  labelKey: SidebarLabelKey;
  to: string;
  Icon: typeof SvgIcon;
}

/** Main navigation (spec App shell). */
export const NAV_LINKS: readonly SidebarLink[] = [
  { labelKey: 'sidebar.dashboard', to: paths.dashboard, Icon: DashboardOutlinedIcon },
  { labelKey: 'sidebar.tickets', to: paths.tickets, Icon: ConfirmationNumberOutlinedIcon },
  { labelKey: 'sidebar.patents', to: paths.patents, Icon: DescriptionOutlinedIcon },
  { labelKey: 'sidebar.coInventors', to: paths.coInventors, Icon: GroupsOutlinedIcon },
];

/** User area, above 'Log out'. */
export const USER_LINKS: readonly SidebarLink[] = [
  { labelKey: 'sidebar.profile', to: paths.profile, Icon: PersonOutlineIcon },
  { labelKey: 'sidebar.settings', to: paths.settings, Icon: SettingsOutlinedIcon },
];
