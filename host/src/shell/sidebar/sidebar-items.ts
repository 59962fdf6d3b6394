import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Account } from '@inventor-portal/shared/schemas';
import { hasInventorRecord, isOfficeUser, isReviewerRole } from '../../auth/roles';
import { paths } from '../../config/paths';

/** A sidebar entry's name: its key in the host catalog. */
export type SidebarLabelKey =
  | 'sidebar.dashboard'
  | 'sidebar.tickets'
  | 'sidebar.patents'
  | 'sidebar.coInventors'
  | 'sidebar.profile'
  | 'sidebar.settings'
  | 'sidebar.reviews'
  | 'sidebar.office.dashboard'
  | 'sidebar.office.reviewQueue'
  | 'sidebar.office.inventors'
  | 'sidebar.office.patents'
  | 'sidebar.office.form'
  | 'sidebar.office.analytics'
  | 'sidebar.office.audit'
  | 'sidebar.office.rubric';

export interface SidebarLink {
  labelKey: SidebarLabelKey;
  to: string;
  Icon: typeof SvgIcon;
  /** Active on `to` itself only, not below it (the office dashboard at /office). */
  end?: boolean;
}

/** Main navigation (spec App shell). */
export const NAV_LINKS: readonly SidebarLink[] = [
  { labelKey: 'sidebar.dashboard', to: paths.dashboard, Icon: DashboardOutlinedIcon },
  { labelKey: 'sidebar.tickets', to: paths.tickets, Icon: ConfirmationNumberOutlinedIcon },
  { labelKey: 'sidebar.patents', to: paths.patents, Icon: DescriptionOutlinedIcon },
  { labelKey: 'sidebar.coInventors', to: paths.coInventors, Icon: GroupsOutlinedIcon },
];

/** The reviewer's workspace (a reviewer-role account, or one with review assignments). */
export const REVIEWS_LINK: SidebarLink = {
  labelKey: 'sidebar.reviews',
  to: paths.reviews,
  Icon: RateReviewOutlinedIcon,
};

/** The office's group (office staff only). */
export const OFFICE_LINKS: readonly SidebarLink[] = [
  {
    labelKey: 'sidebar.office.dashboard',
    to: paths.office,
    Icon: SpaceDashboardOutlinedIcon,
    end: true,
  },
  {
    labelKey: 'sidebar.office.reviewQueue',
    to: paths.officeTickets,
    Icon: FactCheckOutlinedIcon,
  },
  { labelKey: 'sidebar.office.inventors', to: paths.officeInventors, Icon: PeopleAltOutlinedIcon },
  { labelKey: 'sidebar.office.patents', to: paths.officePatents, Icon: GavelOutlinedIcon },
  { labelKey: 'sidebar.office.form', to: paths.officeForm, Icon: ListAltOutlinedIcon },
  {
    labelKey: 'sidebar.office.analytics',
    to: paths.officeAnalytics,
    Icon: InsightsOutlinedIcon,
  },
  { labelKey: 'sidebar.office.audit', to: paths.officeAudit, Icon: HistoryOutlinedIcon },
  { labelKey: 'sidebar.office.rubric', to: paths.officeRubric, Icon: ChecklistOutlinedIcon },
];

export interface SidebarGroups {
  /** The inventor's screens: for accounts with an inventor record. */
  main: readonly SidebarLink[];
  /** The office's screens: for office staff. */
  office: readonly SidebarLink[];
}

/**
 * What `user` may open: `me.role` decides the office group, the inventor record the rest;
 * `canReview` (useCanReview) adds Reviews.
 */
export function sidebarGroupsFor(
  user: Account | null | undefined,
  canReview = false,
): SidebarGroups {
  return {
    main: [...(hasInventorRecord(user) ? NAV_LINKS : []), ...(canReview ? [REVIEWS_LINK] : [])],
    office: isOfficeUser(user) ? OFFICE_LINKS : [],
  };
}

/** User area, above 'Log out'. */
export const USER_LINKS: readonly SidebarLink[] = [
  { labelKey: 'sidebar.profile', to: paths.profile, Icon: PersonOutlineIcon },
  { labelKey: 'sidebar.settings', to: paths.settings, Icon: SettingsOutlinedIcon },
];

/** The user area of `user`: a reviewer-role account has Settings only (no profile). */
export const userLinksFor = (user: Account | null | undefined): readonly SidebarLink[] =>
  isReviewerRole(user) ? USER_LINKS.filter((l) => l.to !== paths.profile) : USER_LINKS;
