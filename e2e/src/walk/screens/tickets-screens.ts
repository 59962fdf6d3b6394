import { baseUrl } from '../../browser';
import { eventually } from '../../eventually';
import type { Screen } from '../types';

const firstRow = 'main table tbody tr';

export const ticketsList: Screen = {
  id: 'tickets',
  name: 'tickets list',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/tickets`);
    await page.locator(firstRow).first().waitFor();
  },
  title: {
    en: 'Tickets | Inventor Portal',
    fr: /^Déclarations( d['’]invention)? \| Inventor Portal$/,
  },
  english: [
    'All your innovation tickets in one place. Track, manage, and create new tickets with ease.',
    'Total Tickets',
  ],
};

export const createTicket: Screen = {
  id: 'ticket-create',
  name: 'create ticket',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/tickets/create`);
    await page.locator('form [name="title"]').waitFor();
  },
  title: { en: 'Create Ticket | Inventor Portal', fr: 'Nouvelle déclaration | Inventor Portal' },
  english: ['Submit Ticket', 'Problem Identification'],
};

export const ticketDetail: Screen = {
  id: 'ticket-detail',
  name: 'ticket detail',
  open: async ({ page, data }) => {
    const { ticket } = await data();
    await page.goto(`${baseUrl()}/tickets/${ticket.id}`);
    await page.getByRole('heading', { level: 1, name: ticket.title, exact: true }).waitFor();
  },
  title: {
    en: 'Ticket Details | Inventor Portal',
    fr: /^(Détails? de la déclaration|Déclaration) \| Inventor Portal$/,
  },
  english: ['Problem Identification', 'View Drawing', 'Co-Applications'],
};

/** The edit form of a pending ticket the demo inventor submitted, prefilled. */
export const editTicket: Screen = {
  id: 'ticket-edit',
  name: 'edit ticket',
  open: async ({ page, data }) => {
    const { editableTicket } = await data();
    await page.goto(`${baseUrl()}/tickets/${editableTicket.id}/edit`);
    const title = page.locator('form [name="title"]');
    await eventually(async () => expect(await title.inputValue()).toBe(editableTicket.title));
  },
  title: {
    en: 'Edit Ticket | Inventor Portal',
    fr: /^Modifier la déclaration \| Inventor Portal$/,
  },
  english: ['Edit Ticket', 'Save Changes', 'Problem Identification'],
};
