import { baseUrl } from '../../browser';
import { ensureAt } from '../settle';
import type { Screen, Walk } from '../types';

/** The records the office screens open: made by the office walk before it starts. */
export interface OfficeWalkData {
  ticket: { id: number; title: string };
  inventorId: number;
  patent: { id: number; title: string };
}

const titled = (en: string, fr: string) => ({
  en: `${en} | Inventor Portal`,
  fr: `${fr} | Inventor Portal`,
});

/** The first row of the table on the page (the office lists are server-paged tables). */
const firstRow = async ({ page }: Walk) => {
  await page.locator('main table tbody tr').first().waitFor();
};

/** Every office screen (issue 19), for the office account the walk signs in. */
export function officeScreens(data: OfficeWalkData): readonly Screen[] {
  return [
    {
      id: 'office-dashboard',
      name: 'office dashboard',
      open: async ({ page }) => {
        await ensureAt(page, baseUrl(), '/office');
        await page.locator('main h1').waitFor();
        await page.locator('main h2').first().waitFor();
      },
      title: titled('Office dashboard', 'Tableau de bord du bureau'),
      english: ['Oldest pending tickets', 'Median time to decision'],
    },
    {
      id: 'office-queue',
      name: 'office review queue',
      open: async (walk) => {
        await walk.page.goto(`${baseUrl()}/office/tickets`);
        await firstRow(walk);
      },
      title: titled('Review queue', "File d'examen"),
      english: ['Review queue'],
    },
    {
      id: 'office-review',
      name: 'office ticket review',
      open: async ({ page }) => {
        await page.goto(`${baseUrl()}/office/tickets/${data.ticket.id}`);
        await page.getByRole('heading', { level: 1, name: data.ticket.title }).waitFor();
        await page.locator('main select, main [role="combobox"]').first().waitFor();
      },
      title: titled('Ticket review', 'Examen de la déclaration'),
      english: ['History', 'Assignment', 'Decision'],
    },
    {
      id: 'office-inventors',
      name: 'office inventors',
      open: async (walk) => {
        await walk.page.goto(`${baseUrl()}/office/inventors`);
        await firstRow(walk);
      },
      title: titled('Inventors', 'Inventeurs'),
      english: ['Inventors'],
    },
    {
      id: 'office-inventor',
      name: 'office inventor detail',
      open: async ({ page }) => {
        await page.goto(`${baseUrl()}/office/inventors/${data.inventorId}`);
        await page.locator('main h1').waitFor();
        await page.locator('main table tbody tr').first().waitFor();
      },
      title: { en: /\| Inventor Portal$/, fr: /\| Inventor Portal$/ },
      english: [],
    },
    {
      id: 'office-patents',
      name: 'office patents',
      open: async (walk) => {
        await walk.page.goto(`${baseUrl()}/office/patents`);
        await firstRow(walk);
      },
      title: titled('Patents', 'Brevets'),
      english: ['New patent'],
    },
    {
      id: 'office-patent-new',
      name: 'office new patent',
      open: async ({ page }) => {
        await page.goto(`${baseUrl()}/office/patents/new`);
        await page.locator('main form [name="title"]').waitFor();
      },
      title: titled('New patent', 'Nouveau brevet'),
      english: ['New patent'],
    },
    {
      id: 'office-patent-edit',
      name: 'office patent editor',
      open: async ({ page }) => {
        await page.goto(`${baseUrl()}/office/patents/${data.patent.id}`);
        const title = page.locator('main form [name="title"]');
        await title.waitFor();
      },
      title: {
        en: `${data.patent.title} | Inventor Portal`,
        fr: `${data.patent.title} | Inventor Portal`,
      },
      english: [],
    },
    {
      id: 'office-audit',
      name: 'office audit log',
      open: async (walk) => {
        await walk.page.goto(`${baseUrl()}/office/audit`);
        await firstRow(walk);
      },
      title: titled('Audit log', "Journal d'audit"),
      english: ['Audit log'],
    },
  ];
}
