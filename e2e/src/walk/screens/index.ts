import type { Screen } from '../types';
import { profile, settings, settingsTwoFactorSetUp } from './account-screens';
import { coInventors, patentDetail, patentsCards, patentsTable } from './patents-screens';
import {
  createAccount,
  forgotPassword,
  login,
  resetPassword,
  twoFactorStep,
} from './public-screens';
import { dashboard, notFound, notifications, sidebar } from './shell-screens';
import { createTicket, editTicket, ticketDetail, ticketsList } from './tickets-screens';

/** Signed out, in walk order: the language is chosen on the first. */
export const SIGNED_OUT_SCREENS: readonly Screen[] = [login, twoFactorStep];

/**
 * Signed in as the demo inventor, in walk order. The public password and account screens come
 * last: they need no session, and reached by URL they show the language the browser keeps.
 */
export const SIGNED_IN_SCREENS: readonly Screen[] = [
  dashboard,
  notifications,
  sidebar,
  ticketsList,
  createTicket,
  ticketDetail,
  editTicket,
  patentsCards,
  patentsTable,
  patentDetail,
  coInventors,
  profile,
  settings,
  settingsTwoFactorSetUp,
  notFound,
  forgotPassword,
  resetPassword,
  createAccount,
];

/** The French screens whose screenshots are kept (E2E_FR_SCREENSHOTS). */
export const SCREENSHOT_SCREENS: readonly string[] = [
  dashboard.id,
  patentDetail.id,
  createTicket.id,
];
