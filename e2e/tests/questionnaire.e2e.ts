import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { callApi, signInViaApi, type ApiSession } from '../src/api-session';
import { blockingViolations, describeFindings, newAxeContext } from '../src/axe';
import { baseUrl, launchBrowser, SCREENSHOT_DIR, screenshot, waitForTitle } from '../src/browser';
import { unexpectedErrors } from '../src/console';
import { captureDownload, columnIndex, parseCsv } from '../src/downloads';
import { eventually } from '../src/eventually';
import { createOfficeAccount, freshCode, type OfficeAccount } from '../src/office-account';

/**
 * Issue 30's one flow (API.md Part 3 "The office's questionnaire" and "Attachments") in the
 * composed portal: the office builds a form with a conditional required question in English and
 * French, previews it in French and publishes it; an inventor fills it (the hidden question stays
 * hidden and unrequired), attaches three files at once (a refused fourth is named in the queue),
 * submits, and finds the answers in their tickets export; the office reads every answer and the
 * three files, and downloads them as one zip. A later version leaves the old ticket on its own.
 * axe finds nothing on the builder, the form (with its attachments) and the ticket page, at 1440
 * and 375 px.
 */
let browser: Browser;
let office: OfficeAccount;
let officeApi: ApiSession;
let inventor: Credentials;

const TAG = Date.now();
let dir = '';

/** The three files: their names (one not ASCII) and bytes. */
const FILES = [
  { name: 'lab-notes.txt', body: Buffer.from('Day 1: the mesh yields 3 litres.\n') },
  { name: 'measurements.csv', body: Buffer.from('day,litres\n1,3.1\n2,3.4\n') },
  {
    name: 'Résumé de l’essai.pdf',
    body: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  },
];

const attachmentsOf = (page: Page) => page.getByRole('region', { name: 'Attachments' });

function readZip(data: Buffer): Promise<Array<{ name: string; body: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries: Array<{ name: string; body: Buffer }> = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr || !stream) return reject(openErr ?? new Error('no entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, body: Buffer.concat(chunks) });
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Tracks console errors of a page in an axe-ready context (CSP bypassed for axe only). */
async function openPage(
  viewport = WIDE,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await newAxeContext(browser, viewport);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

async function expectAxeClean(page: Page, screen: string): Promise<void> {
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    const findings = describeFindings(await blockingViolations(page));
    expect({ screen, width: viewport.width, findings }).toEqual({
      screen,
      width: viewport.width,
      findings: [],
    });
  }
  await page.setViewportSize(WIDE);
}

async function signInOffice(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(office.email);
  await page.getByLabel('Password', { exact: true }).fill(office.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: /Two-factor code/ }).fill(await freshCode(office));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/office');
}

async function signInInventor(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(inventor.email);
  await page.getByLabel('Password', { exact: true }).fill(inventor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** Publishes a definition through the office API; answers its version. */
async function publishViaApi(sections: unknown[]): Promise<number> {
  const draft = await callApi<{ version: number }>(officeApi, 'POST', '/api/office/forms/', {
    sections,
  });
  await callApi(officeApi, 'POST', `/api/office/forms/${draft.version}/publish/`, {});
  return draft.version;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [office, inventor] = await Promise.all([
    createOfficeAccount(uniqueEmail('office-form'), 'Fiona Forms'),
    createAccountViaApi({ preferred_name: 'Quentin Questions' }),
  ]);
  officeApi = await signInViaApi({
    email: office.email,
    password: office.password,
    code: await freshCode(office),
  } as Credentials);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-questionnaire-'));
  for (const file of FILES) fs.writeFileSync(path.join(dir, file.name), file.body);
}, 120_000);

afterAll(async () => {
  // The other files on this server submit tickets without answers: leave no question behind.
  if (officeApi) await publishViaApi([]).catch(() => undefined);
  await browser?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the office questionnaire', () => {
  let ticketId = 0;
  let firstVersion = 0;
  /** The ticket's attachments' names, oldest first. */
  let attached: string[] = [];

  it('is built with a conditional required question in English and French, previewed in French and published', async () => {
    const { page, errors, close } = await openPage();
    try {
      await signInOffice(page);
      await page.getByRole('link', { name: 'Questionnaire', exact: true }).click();
      await page.waitForURL('**/office/form');
      await waitForTitle(page, 'Questionnaire | Inventor Portal');
      // The demo questionnaire is published: start a new draft from it, then clear it.
      const fromPublished = page.getByRole('button', { name: /^New draft from version/ });
      const fresh = page.getByRole('heading', { name: 'New draft (not saved yet)' });
      await fromPublished.or(fresh).first().waitFor();
      if (await fromPublished.isVisible()) await fromPublished.click();
      await fresh.waitFor();
      const removeSection = page.getByRole('button', { name: /^Remove section/ });
      while ((await removeSection.count()) > 0) await removeSection.first().click();
      await page.getByRole('button', { name: 'Add a section' }).click();

      await page.getByRole('textbox', { name: 'Section title (English)' }).fill('Funding');
      await page.getByRole('textbox', { name: 'Section title (French)' }).fill('Financement');
      const addQuestion = page.getByRole('button', { name: 'Add a question' });
      const key = page.getByRole('textbox', { name: 'Key' });
      const labelEn = page.getByRole('textbox', { name: 'Label (English)' });
      const labelFr = page.getByRole('textbox', { name: 'Label (French)' });

      await addQuestion.click();
      await key.nth(0).fill('funded');
      await page
        .getByRole('combobox', { name: 'Type' })
        .nth(0)
        .selectOption({ label: 'Yes or no' });
      await labelEn.nth(0).fill('Is this work funded?');
      await labelFr.nth(0).fill('Ces travaux sont-ils financés ?');
      await page.getByLabel('Required').nth(0).check();

      await addQuestion.click();
      await key.nth(1).fill('grant_number');
      await labelEn.nth(1).fill('Grant number');
      await labelFr.nth(1).fill('Numéro de subvention');
      await page.getByLabel('Required').nth(1).check();
      await page
        .getByRole('combobox', { name: 'Show when' })
        .nth(1)
        .selectOption({ label: 'Is this work funded? (funded)' });
      await page.getByRole('checkbox', { name: 'Yes', exact: true }).check();

      await addQuestion.click();
      await key.nth(2).fill('notes');
      await page
        .getByRole('combobox', { name: 'Type' })
        .nth(2)
        .selectOption({ label: 'Long text' });
      await labelEn.nth(2).fill('Notes for the office');
      await labelFr.nth(2).fill('Notes pour le bureau');
      // Reorder by keyboard (dnd-kit): the notes go first.
      // Each key waits for dnd-kit's announcement of the step before the next: the page scrolls
      // to follow the card, and a key pressed before that lands is lost on a loaded machine.
      const announced = (text: string) =>
        page
          .locator('[aria-live]')
          .filter({ hasText: `Notes for the office ${text}` })
          .waitFor({ state: 'attached' });
      const handle = page.getByRole('button', { name: /^Move question 3/ });
      await handle.focus();
      await page.keyboard.press('Space');
      await announced('is over position 3 of 3.');
      await page.keyboard.press('ArrowUp');
      await announced('is over position 2 of 3.');
      await page.keyboard.press('ArrowUp');
      await announced('is over position 1 of 3.');
      await page.keyboard.press('Space');
      await page.getByRole('heading', { name: 'Question 1: Notes for the office' }).waitFor();
      await page.getByRole('heading', { name: 'Question 2: Is this work funded?' }).waitFor();

      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('radio', { name: 'Yes' }).check();
      await preview.getByRole('textbox', { name: /Grant number/ }).waitFor();
      await screenshot(page, 'questionnaire-builder');
      await expectAxeClean(page, '/office/form (builder)');
      await preview.getByRole('button', { name: 'Français' }).click();
      await preview.getByRole('textbox', { name: /Numéro de subvention/ }).waitFor();
      await preview.getByRole('heading', { name: 'Financement' }).waitFor();
      await preview.scrollIntoViewIfNeeded();
      await preview.screenshot({ path: path.join(SCREENSHOT_DIR, 'questionnaire-preview-fr.png') });

      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText(/^Draft version \d+ saved\.$/).waitFor();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: /^Publish version \d+\?$/ });
      await dialog.getByText('Every ticket created from now on answers these questions.').waitFor();
      await dialog
        .getByText(/keep that version/)
        .or(dialog.getByText(/No ticket answers/))
        .first()
        .waitFor();
      await dialog.getByRole('button', { name: 'Publish' }).click();
      const published = page.getByText(/^Version \d+ is published: new tickets answer it\.$/);
      await published.waitFor();
      firstVersion = Number(/Version (\d+)/.exec((await published.textContent()) ?? '')?.[1]);
      expect(firstVersion).toBeGreaterThan(0);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is filled by an inventor with three files attached: the hidden question is not required; their export has the answers', async () => {
    const { page, errors, close } = await openPage();
    try {
      await signInInventor(page);
      await page.goto(`${baseUrl()}/tickets/create`);
      const funded = page.getByRole('radiogroup', { name: /Is this work funded\?/ });
      await funded.waitFor();
      await page.getByRole('textbox', { name: 'Title' }).fill(`Fog harvesting mesh ${TAG}`);
      await page.getByRole('textbox', { name: 'Summary' }).fill('A mesh that condenses fog.');
      await page.getByRole('textbox', { name: 'Context' }).fill('Dry coastal villages.');
      await page.getByRole('textbox', { name: 'Problem Identification' }).fill('Water is scarce.');
      const grant = page.getByRole('textbox', { name: /Grant number/ });
      expect(await grant.count()).toBe(0);
      await funded.getByRole('radio', { name: 'Yes' }).check();
      await grant.waitFor();
      await page
        .getByRole('textbox', { name: /Notes for the office/ })
        .fill(`Sea trials in June ${TAG}`);

      // Three files at once through the picker (the form is saved as a draft to hold them),
      // then one the browser refuses before any upload, named in the queue.
      const panel = attachmentsOf(page);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        panel.getByRole('button', { name: 'Choose files' }).click(),
      ]);
      expect(chooser.isMultiple()).toBe(true);
      await chooser.setFiles(FILES.map((file) => path.join(dir, file.name)));
      const list = panel.getByRole('list', { name: 'Attachments' });
      for (const file of FILES) await list.getByRole('link', { name: file.name }).waitFor();
      await eventually(async () =>
        expect(await panel.getByRole('status').textContent()).toMatch(/uploaded\.$/),
      );
      await list
        .getByText(/added by Quentin Questions/)
        .first()
        .waitFor();
      const [refused] = await Promise.all([
        page.waitForEvent('filechooser'),
        panel.getByRole('button', { name: 'Choose files' }).click(),
      ]);
      await refused.setFiles({
        name: 'tool.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await panel
        .getByRole('list', { name: 'Uploads' })
        .getByText('This file type is not accepted.', { exact: true })
        .waitFor();

      await grant.scrollIntoViewIfNeeded();
      await screenshot(page, 'questionnaire-inventor-form');
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'questionnaire-inventor-attachments');
      await expectAxeClean(page, '/tickets/create (questionnaire and attachments)');
      // The grant number is required while shown...
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      await page.getByText('This question is required.').waitFor();
      // ...and neither shown nor required once the answer is no.
      await funded.getByRole('radio', { name: 'No' }).check();
      await grant.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      await page.getByText('Ticket submitted successfully!').waitFor();

      // One ticket, submitted, under this version, with its answers and the three files, oldest
      // first (the three uploads ran at once: their order is the order they reached the server).
      const inventorApi = await signInViaApi(inventor);
      const mine = await callApi<{
        results: Array<{
          id: number;
          title: string;
          is_draft: boolean;
          form_version: number;
          answers: Record<string, unknown>;
          attachments: Array<{ name: string; created_at: string }>;
        }>;
      }>(inventorApi, 'GET', '/api/inventors/tickets/?answers=true');
      const ticket = mine.results.filter((t) => t.title === `Fog harvesting mesh ${TAG}`);
      expect(ticket).toHaveLength(1);
      ticketId = ticket[0].id;
      expect(ticket[0]).toMatchObject({
        is_draft: false,
        form_version: firstVersion,
        answers: { funded: false, notes: `Sea trials in June ${TAG}` },
      });
      attached = ticket[0].attachments.map((a) => a.name);
      expect([...attached].sort()).toEqual(FILES.map((f) => f.name).sort());
      const times = ticket[0].attachments.map((a) => a.created_at);
      expect(times).toEqual([...times].sort());

      // The inventor's tickets export: one column per question, the answers as words.
      await page.goto(`${baseUrl()}/tickets`);
      await page.getByText(`Fog harvesting mesh ${TAG}`).waitFor();
      const csv = await captureDownload(page, async () => {
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'CSV' }).click();
      });
      const { rows } = parseCsv(csv.body.toString('utf8'));
      const row = rows.find((r) => r[columnIndex(rows, 'Title')] === `Fog harvesting mesh ${TAG}`);
      expect(rows[0].slice(-3)).toEqual([
        'Notes for the office',
        'Is this work funded?',
        'Grant number',
      ]);
      expect(row?.slice(-3)).toEqual([`Sea trials in June ${TAG}`, 'No', '']);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the office every answer and the three files, as one zip too; the old ticket keeps its version after a new one', async () => {
    const { page, errors, close } = await openPage();
    try {
      await signInOffice(page);
      await page.goto(`${baseUrl()}/office/tickets/${ticketId}`);
      const answers = page.getByRole('region', { name: `Questionnaire (version ${firstVersion})` });
      await answers.getByText('Is this work funded?').waitFor();
      await answers.getByText('No', { exact: true }).waitFor();
      await answers.getByText(`Sea trials in June ${TAG}`).waitFor();
      expect(await answers.getByText('Grant number').count()).toBe(0);

      // The three files on the review page; "Download all" gives the zip of the three.
      const review = attachmentsOf(page);
      for (const file of FILES) await review.getByRole('link', { name: file.name }).waitFor();
      await screenshot(page, 'questionnaire-office-review');
      const zip = await captureDownload(page, () =>
        review.getByRole('link', { name: 'Download all (zip)' }).click(),
      );
      expect(zip.fileName).toBe(`ticket-${ticketId}-attachments.zip`);
      const entries = await readZip(zip.body);
      // Every file under its name, with its bytes, in the ticket's order of attachments.
      expect(entries.map((e) => e.name)).toEqual(attached);
      for (const entry of entries) {
        const file = FILES.find((f) => f.name === entry.name);
        expect([entry.name, file !== undefined && entry.body.equals(file.body)]).toEqual([
          entry.name,
          true,
        ]);
      }
      // One file on its own, under its (non-ASCII) name.
      const one = await captureDownload(page, () =>
        review.getByRole('link', { name: FILES[2].name }).click(),
      );
      expect(one.fileName).toBe(FILES[2].name);
      expect(one.body.equals(FILES[2].body)).toBe(true);

      // A new version, with other questions: the ticket keeps the one it was created under.
      await publishViaApi([
        {
          title: { en: 'Software', fr: 'Logiciel' },
          questions: [
            {
              key: 'licence',
              type: 'text',
              label: { en: 'Licence', fr: 'Licence' },
              required: false,
            },
          ],
        },
      ]);
      await page.reload();
      await answers.getByText('Is this work funded?').waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
    const inventorSide = await openPage();
    try {
      const { page: mine } = inventorSide;
      await signInInventor(mine);
      // The ticket page: its old version's answers and the three files, at both widths.
      await mine.goto(`${baseUrl()}/tickets/${ticketId}`);
      await mine
        .getByRole('region', { name: /^Questionnaire/ })
        .getByText('Is this work funded?')
        .waitFor();
      const detail = attachmentsOf(mine);
      for (const file of FILES) await detail.getByRole('link', { name: file.name }).waitFor();
      await expectAxeClean(mine, `/tickets/${ticketId} (answers and attachments)`);
      await mine.setViewportSize(PHONE);
      await detail.scrollIntoViewIfNeeded();
      await detail.screenshot({ path: path.join(SCREENSHOT_DIR, 'attachments-panel-375.png') });
      expect(
        await mine.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await mine.setViewportSize(WIDE);

      await mine.goto(`${baseUrl()}/tickets/${ticketId}/edit`);
      await mine.getByRole('radiogroup', { name: /Is this work funded\?/ }).waitFor();
      expect(await mine.getByRole('textbox', { name: /Licence/ }).count()).toBe(0);
      await mine.goto(`${baseUrl()}/tickets/create`);
      await mine.getByRole('textbox', { name: /Licence/ }).waitFor();
      expect(unexpectedErrors(inventorSide.errors)).toEqual([]);
    } finally {
      await inventorSide.close();
    }
  });
});
