import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { apiGet, type Paged } from '../src/api';
import { baseUrl, screenshot, waitForTitle } from '../src/browser';
import { eventually } from '../src/eventually';
import { startServer, stopServer, type RunningServer } from '../src/server-process';
import type { Session } from '../src/session';
import { useBrowserSuite } from '../src/suite';

/**
 * Issue 21 "Nothing typed is lost": a reload in the middle of typing, or the server stopped for
 * 30 s while typing, loses nothing. The second test runs its own server (port 8306) so that
 * stopping it leaves the suite's server alone.
 */
jest.setTimeout(300_000);

const { signIn } = useBrowserSuite();

interface DraftTicket {
  id: number;
  title: string;
  summary: string;
  context: string;
  is_draft: boolean;
}

const textbox = (s: Session, name: string) => s.page.getByRole('textbox', { name, exact: true });

/** Types at the end of a field's text, as a user who clicks after it would. */
async function typeAtEnd(s: Session, name: string, text: string) {
  await textbox(s, name).focus();
  await s.page.keyboard.press('Control+End');
  await s.page.keyboard.type(text, { delay: 15 });
}

async function ticketsTitled(page: Page, title: string): Promise<DraftTicket[]> {
  const list = await apiGet<Paged<DraftTicket>>(page, '/api/inventors/tickets/?page_size=100');
  return list.results.filter((ticket) => ticket.title === title);
}

async function openCreate(s: Session) {
  await s.page.goto(`${baseUrl()}/tickets/create`);
  await waitForTitle(s.page, 'Create Ticket | Inventor Portal');
}

test('a reload in the middle of typing loses nothing, and the draft is submitted once', async () => {
  const s = await signIn();
  const { page } = s;
  const title = `E2E reload-proof ${Date.now()}`;
  await openCreate(s);
  await textbox(s, 'Title').fill(title);
  await textbox(s, 'Summary').fill('Glass that stores heat.');
  await textbox(s, 'Context').click();
  // Typed key by key, then the page is reloaded at once: no server save had the time to run.
  await page.keyboard.type('Greenhouses lose heat at ni', { delay: 20 });
  await page.reload();

  const offer = page.getByRole('region', { name: 'Continue your unsent ticket?' });
  await offer.waitFor();
  await screenshot(page, 'attestation-restore-offer');
  await offer.getByRole('button', { name: 'Continue draft' }).click();
  await eventually(async () => {
    if ((await textbox(s, 'Title').inputValue()) !== title) throw new Error('title not restored');
    if ((await textbox(s, 'Context').inputValue()) !== 'Greenhouses lose heat at ni')
      throw new Error('context not restored');
  });

  await typeAtEnd(s, 'Context', 'ght.');
  await textbox(s, 'Problem Identification').fill('Heating costs.');
  await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor({ timeout: 20_000 });
  const [draft] = await eventually(async () => {
    const found = await ticketsTitled(page, title);
    if (found.length !== 1 || !found[0].is_draft) throw new Error('no autosaved draft yet');
    return found;
  });
  expect(draft.context).toBe('Greenhouses lose heat at night.');

  await page.getByRole('button', { name: 'Submit Ticket', exact: true }).click();
  await page.getByText('Ticket submitted successfully!').waitFor();
  const after = await ticketsTitled(page, title);
  // The autosaved draft became the submitted ticket: no second ticket.
  expect(after.map((ticket) => [ticket.id, ticket.is_draft])).toEqual([[draft.id, false]]);
});

describe('with a server that stops', () => {
  let own: RunningServer | undefined;
  let suiteUrl: string | undefined;
  const port = 8306;

  beforeAll(async () => {
    suiteUrl = process.env.E2E_BASE_URL;
    own = await startServer({ port });
    process.env.E2E_BASE_URL = own.baseUrl;
  });
  afterAll(async () => {
    process.env.E2E_BASE_URL = suiteUrl;
    if (own) {
      await stopServer(own);
      fs.rmSync(own.dataDir, { recursive: true, force: true });
    }
  });

  test('the server stopped for 30 s while typing loses nothing', async () => {
    if (!own) throw new Error('server not started');
    const s = await signIn();
    const { page } = s;
    const title = `E2E outage-proof ${Date.now()}`;
    await openCreate(s);
    await textbox(s, 'Title').fill(title);
    await textbox(s, 'Summary').fill('Solar ink.');
    await textbox(s, 'Context').fill('Roofs.');
    await textbox(s, 'Problem Identification').fill('Panels are heavy.');
    await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor({ timeout: 20_000 });

    await stopServer(own);
    const stoppedAt = Date.now();
    const typedWhileDown = [' It dries in minutes.', ' It prints on tiles.', ' It costs little.'];
    for (const part of typedWhileDown) {
      await typeAtEnd(s, 'Summary', part);
      await page.waitForTimeout(9_000);
      // Still on the form: a failed autosave must not sign the inventor out.
      expect(new URL(page.url()).pathname).toBe('/tickets/create');
    }
    await page.getByText('Not saved — retrying').waitFor();
    await screenshot(page, 'attestation-not-saved-retrying');
    await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - stoppedAt)));

    own = await startServer({ port, dataDir: own.dataDir });
    // The next retry (at most 30 s apart) reaches the server again.
    await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor({ timeout: 60_000 });
    const summary = `Solar ink.${typedWhileDown.join('')}`;
    const [draft] = await eventually(async () => {
      const found = await ticketsTitled(page, title);
      if (found.length !== 1 || found[0].summary !== summary) throw new Error('not saved yet');
      return found;
    });
    expect(draft.is_draft).toBe(true);

    // And the browser still has it too.
    await page.reload();
    await page.getByRole('button', { name: 'Continue draft' }).click();
    await eventually(async () => {
      if ((await textbox(s, 'Summary').inputValue()) !== summary) throw new Error('not restored');
    });
  });
});
