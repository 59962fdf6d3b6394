import fs from 'node:fs';
import {
  apiGet,
  apiStatus,
  inventorLabel,
  type ApiInventorSummary,
  type ApiTicket,
} from '../src/api';
import { baseUrl, screenshot, waitForTitle } from '../src/browser';
import { bodyRows, dataTable, waitForRowCount } from '../src/data-table';
import { notificationsOf } from '../src/database';
import { eventually } from '../src/eventually';
import { writeTempPng } from '../src/png';
import { unexpectedConsoleErrors, type Session } from '../src/session';
import { useBrowserSuite } from '../src/suite';
import { ticketSubmission } from '../src/ticket-submission';

const DELETE_CONFIRM = 'Are you sure you want to delete this ticket? This action cannot be undone.';
const CO_INVENTOR = 'Youssef Alaoui';
const CO_APPLICANT = 'IRESEN (e2e co-applicant)';

const { signIn } = useBrowserSuite();
const tempDirs: string[] = [];

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const textbox = (s: Session, name: string) => s.page.getByRole('textbox', { name, exact: true });
const submitButton = (s: Session) =>
  s.page.getByRole('button', { name: 'Submit Ticket', exact: true });

test('a ticket with a drawing, a co-inventor and a co-application is created, listed, shown, edited and deleted', async () => {
  const s = await signIn();
  const { page } = s;
  const png = writeTempPng('prototype-drawing.png');
  tempDirs.push(png.dir);
  const title = `E2E solar kiln ${Date.now()}`;
  const summary = 'A kiln heated by concentrated sunlight.';

  await page.goto(`${baseUrl()}/tickets/create`);
  await waitForTitle(page, 'Create Ticket | Inventor Portal');
  await textbox(s, 'Title').fill(title);
  await textbox(s, 'Summary').fill(summary);
  await textbox(s, 'Context').fill('Pottery workshops burn wood and tyres.');
  await textbox(s, 'Problem Identification').fill('Smoke and fuel cost.');

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload drawing' }).click(),
  ]);
  await chooser.setFiles(png.filePath);
  await page.getByRole('img', { name: 'Drawing preview' }).waitFor();
  await page.getByText('prototype-drawing.png', { exact: true }).waitFor();

  await textbox(s, 'Search inventors').fill('youssef');
  await page
    .getByRole('list', { name: 'Inventor search results' })
    .getByRole('button', { name: `Add ${CO_INVENTOR}`, exact: true })
    .click();
  // The chosen chip (its avatar repeats the name); the pick left the search results.
  await page.getByRole('button', { name: CO_INVENTOR }).waitFor();

  await page.getByRole('button', { name: 'Add co-application' }).click();
  await textbox(s, 'Co-application 1').fill(CO_APPLICANT);
  await screenshot(page, 'ticket-create-filled');

  const submitted = ticketSubmission(page);
  await submitButton(s).click();
  const response = await submitted;
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ title, is_draft: false });
  await page.getByText('Ticket submitted successfully!', { exact: true }).waitFor();
  await eventually(async () => expect(await textbox(s, 'Title').inputValue()).toBe(''));

  // Found in the list, opened from there.
  await page.goto(`${baseUrl()}/tickets`);
  const table = dataTable(page, 'Tickets');
  await page.getByRole('textbox', { name: 'Search by title or inventor...' }).fill(title);
  await waitForRowCount(table, 1);
  await bodyRows(table).getByText(title, { exact: true }).click();
  await page.waitForURL(/\/tickets\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Summary' }).getByText(summary).waitFor();
  await page.getByRole('region', { name: 'Co-Applications' }).getByText(CO_APPLICANT).waitFor();
  const inventors = page.getByRole('region', { name: 'Inventors' });
  await inventors.getByText('Amina El Idrissi', { exact: true }).waitFor();
  await inventors.getByText(CO_INVENTOR, { exact: true }).waitFor();
  await page.getByText('Pending', { exact: true }).waitFor();

  const drawingLink = page.getByRole('link', { name: 'View Drawing' });
  expect(await drawingLink.getAttribute('target')).toBe('_blank');
  expect((await drawingLink.getAttribute('rel'))?.split(/\s+/)).toEqual(
    expect.arrayContaining(['noopener', 'noreferrer']),
  );
  const href = await drawingLink.getAttribute('href');
  const drawing = await page.request.get(new URL(href ?? '', baseUrl()).toString());
  expect(drawing.status()).toBe(200);
  expect(drawing.headers()['content-type']).toMatch(/^image\/png/);
  expect(Buffer.compare(await drawing.body(), png.bytes)).toBe(0);
  await screenshot(page, 'ticket-detail-created');

  // The co-inventor (no account needed) got a notification row.
  const ticket = await apiGet<ApiTicket & { submitter: number }>(
    page,
    `/api/inventors/ticket/${id}`,
  );
  const others = ticket.inventors.filter((inventorId) => inventorId !== ticket.submitter);
  expect(others).toHaveLength(1);
  const coInventor = await apiGet<ApiInventorSummary>(page, `/api/inventors/inventor/${others[0]}`);
  expect(inventorLabel(coInventor)).toBe(CO_INVENTOR);
  const notes = await notificationsOf(coInventor.id);
  expect(notes.map((n) => n.message)).toContain(
    `Amina El Idrissi added you as co-inventor on '${title}'`,
  );

  // Edit: the new title shows on the detail page.
  const newTitle = `${title} (revised)`;
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.waitForURL(`**/tickets/${id}/edit`);
  await eventually(async () => expect(await textbox(s, 'Title').inputValue()).toBe(title));
  await textbox(s, 'Title').fill(newTitle);
  await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await page.waitForURL(`**/tickets/${id}`);
  await page.getByRole('heading', { name: newTitle, level: 1 }).waitFor();
  await page.getByRole('link', { name: 'View Drawing' }).waitFor();

  // Delete through the confirm dialog: back on the list, and gone.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(DELETE_CONFIRM, { exact: true }).waitFor();
  await screenshot(page, 'ticket-delete-confirm');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL(/\/tickets$/);
  await page.getByRole('textbox', { name: 'Search by title or inventor...' }).fill(newTitle);
  await table.getByText('No tickets found.', { exact: true }).waitFor();
  expect(await apiStatus(page, `/api/inventors/ticket/${id}`)).toBe(404);
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('the create form requires a title and keeps Submit Ticket disabled until it is valid', async () => {
  const s = await signIn();
  const { page } = s;
  await page.goto(`${baseUrl()}/tickets/create`);
  await textbox(s, 'Title').waitFor();
  expect(await submitButton(s).isDisabled()).toBe(true);

  await textbox(s, 'Title').focus();
  await textbox(s, 'Summary').focus(); // leaves the title empty and touched
  await page.getByText('Title is required', { exact: true }).waitFor();
  expect(await submitButton(s).isDisabled()).toBe(true);

  await textbox(s, 'Title').fill('Sand battery');
  await page.getByText('12/100', { exact: true }).waitFor();
  expect(await page.getByText('Title is required', { exact: true }).count()).toBe(0);
  await textbox(s, 'Summary').fill('Heat stored in sand.');
  await textbox(s, 'Context').fill('Cheap storage for rural heating.');
  expect(await submitButton(s).isDisabled()).toBe(true); // problem identification still missing
  await textbox(s, 'Problem Identification').fill('Batteries are expensive.');
  await eventually(async () => expect(await submitButton(s).isEnabled()).toBe(true));

  await textbox(s, 'Title').fill('');
  await page.getByText('Title is required', { exact: true }).waitFor();
  await eventually(async () => expect(await submitButton(s).isDisabled()).toBe(true));
  await screenshot(page, 'ticket-create-validation');
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});
