import { baseUrl } from '../../browser';
import { ensureAt } from '../settle';
import { WIDTHS, type Screen } from '../types';

const DASHBOARD_TITLE = {
  en: 'Dashboard | Inventor Portal',
  fr: 'Tableau de bord | Inventor Portal',
};
const notificationsButton = /^Notifications/;

export const dashboard: Screen = {
  id: 'dashboard',
  name: 'dashboard',
  open: async ({ page }) => {
    await ensureAt(page, baseUrl(), '/dashboard');
    await page.locator('main table tbody tr').first().waitFor();
  },
  title: DASHBOARD_TITLE,
  english: [
    'Recent Activities',
    'Submit Your Patent',
    'Your recent patent ticket submissions',
    'View all',
    / ago\b/,
  ],
};

/** The bell's dropdown, open over the dashboard. */
export const notifications: Screen = {
  id: 'notifications',
  name: 'notifications dropdown',
  open: async ({ page }) => {
    await ensureAt(page, baseUrl(), '/dashboard');
    await page.getByRole('button', { name: notificationsButton }).click();
    await page.getByRole('dialog', { name: notificationsButton }).locator('li').first().waitFor();
  },
  close: async ({ page }) => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: notificationsButton }).waitFor({ state: 'detached' });
    // The pointer leaves the bell it clicked: the next screen is seen without its hover tooltip.
    const { width, height } = page.viewportSize() ?? { width: 375, height: 812 };
    await page.mouse.move(width - 4, height - 4);
  },
  title: DASHBOARD_TITLE,
  english: ['Mark all as read', /\bPage \d+ of \d+/],
};

const sidebarOpen = (width: number) =>
  width === WIDTHS.phone ? '.MuiDrawer-paper nav' : 'aside[data-state="expanded"]';

/** The sidebar opened with Ctrl+B: expanded on a laptop, the side sheet on a phone. */
export const sidebar: Screen = {
  id: 'sidebar',
  name: 'sidebar opened (Ctrl+B)',
  open: async ({ page, width }) => {
    await ensureAt(page, baseUrl(), '/dashboard');
    await page.locator('main').waitFor();
    await page.keyboard.press('Control+b');
    await page.locator(sidebarOpen(width)).first().waitFor();
  },
  close: async ({ page, width }) => {
    await page.keyboard.press(width === WIDTHS.phone ? 'Escape' : 'Control+b');
    await page.locator(sidebarOpen(width)).first().waitFor({ state: 'detached' });
  },
  title: DASHBOARD_TITLE,
  english: ['Dashboard', 'CoInventors', 'Settings', 'Log out'],
};

/** An unknown signed-in route: the not-found page inside the shell. */
export const notFound: Screen = {
  id: 'not-found',
  name: 'page not found',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/no-such-page`);
    await page.locator('main h1').waitFor();
  },
  title: { en: 'Page Not Found | Inventor Portal', fr: 'Page introuvable | Inventor Portal' },
  english: ['Page not found', 'Back to Dashboard'],
};
