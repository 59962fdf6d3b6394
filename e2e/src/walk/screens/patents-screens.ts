import { baseUrl } from '../../browser';
import type { Screen } from '../types';

const PATENTS_TITLE = { en: 'Patents | Inventor Portal', fr: 'Brevets | Inventor Portal' };

export const patentsCards: Screen = {
  id: 'patents-cards',
  name: 'patents list, cards',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/patents`);
    await page.locator('main article').first().waitFor();
  },
  title: PATENTS_TITLE,
  english: ['Create Patent', 'Export CSV', 'Export Excel', /\bPage \d+ of \d+/],
};

export const patentsTable: Screen = {
  id: 'patents-table',
  name: 'patents list, table',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/patents?view=table`);
    await page.locator('main table tbody tr').first().waitFor();
  },
  title: PATENTS_TITLE,
  english: [
    'Create Patent',
    'Every patent you share with your co-inventors, from deposit to delivery.',
  ],
};

/** The patent of the demo data with documents and schemas. Its title is the page title. */
export const patentDetail: Screen = {
  id: 'patent-detail',
  name: 'patent detail',
  open: async ({ page, data }) => {
    const { patent } = await data();
    await page.goto(`${baseUrl()}/patents/${patent.id}`);
    await page.getByRole('heading', { level: 1, name: patent.title, exact: true }).waitFor();
  },
  title: {
    en: ({ patent }) => `${patent.title} | Inventor Portal`,
    fr: ({ patent }) => `${patent.title} | Inventor Portal`,
  },
  english: ['Back to patents', 'Overview', 'View Schema 1'],
};

export const coInventors: Screen = {
  id: 'coinventors',
  name: 'co-inventors',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/coinventors`);
    await page.locator('main article').first().waitFor();
  },
  title: { en: 'CoInventors | Inventor Portal', fr: /^Co-inventeurs \| Inventor Portal$/ },
  english: ['The people who share patents with you.', /\bPage \d+ of \d+/],
};
