import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { apiGet, type ApiTicket, type Paged } from '../src/api';
import { blockingViolations, describeFindings, newAxeContext } from '../src/axe';
import { baseUrl, launchBrowser, login, newPage, screenshot, SCREENSHOT_DIR } from '../src/browser';
import { unexpectedErrors } from '../src/console';
import { captureDownload } from '../src/downloads';
import { eventually } from '../src/eventually';
import { createOfficeAccount, freshCode, type OfficeAccount } from '../src/office-account';

/**
 * Attachments (issue 30, API.md Part 3): an inventor attaches three files while writing a new
 * ticket (the form is saved as a draft to hold them), submits it; the office sees the three on
 * its review page and downloads them as one zip, whose entries are the files as sent. axe finds
 * nothing on the pages with the panel, at 1440 and at 375 px.
 */
let browser: Browser;
let inventor: Credentials;
let office: OfficeAccount;
let dir: string;

/** The three files: their names (one not ASCII) and bytes. */
const FILES = [
  { name: 'lab-notes.txt', body: Buffer.from('Day 1: the coating sheds 90% of the dust.\n') },
  { name: 'measurements.csv', body: Buffer.from('day,yield\n1,0.93\n2,0.95\n') },
  {
    name: 'Résumé de l’essai.pdf',
    body: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  },
];

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

const attachmentsOf = (page: Page) => page.getByRole('region', { name: 'Attachments' });

async function signInOffice(page: Page) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(office.email);
  await page.getByLabel('Password', { exact: true }).fill(office.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: /Two-factor code/ }).fill(await freshCode(office));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/office'));
}

/**
 * Serious and critical axe findings, at 1440 and at 375 px wide: the ticket page with its list,
 * and the create form with a file refused in the upload queue.
 */
async function axeAtBothWidths(ticketUrl: string, credentials: Credentials): Promise<string[]> {
  const findings: string[] = [];
  for (const width of [1440, 375]) {
    const context = await newAxeContext(browser, { width, height: 900 });
    try {
      const page = await context.newPage();
      await login(page, credentials);
      await page.goto(ticketUrl);
      await attachmentsOf(page).getByRole('link', { name: FILES[0].name }).waitFor();
      const onList = await blockingViolations(page);
      findings.push(...describeFindings(onList).map((f) => `${width} list: ${f}`));

      await page.goto(`${baseUrl()}/tickets/create`);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        attachmentsOf(page).getByRole('button', { name: 'Choose files' }).click(),
      ]);
      await chooser.setFiles({
        name: 'tool.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await attachmentsOf(page)
        .getByRole('list', { name: 'Uploads' })
        .getByText('This file type is not accepted.', { exact: true })
        .waitFor();
      if (width === 375) await screenshot(page, 'attachments-refused-375');
      const onQueue = await blockingViolations(page);
      findings.push(...describeFindings(onQueue).map((f) => `${width} queue: ${f}`));
    } finally {
      await context.close();
    }
  }
  return findings;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [inventor, office] = await Promise.all([
    createAccountViaApi({ preferred_name: 'Ada Attach' }),
    createOfficeAccount(uniqueEmail('office-attachments'), 'Olga Office'),
  ]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-attachments-'));
  for (const file of FILES) fs.writeFileSync(path.join(dir, file.name), file.body);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('attachments', () => {
  it('an inventor attaches three files to a new ticket and submits; the office downloads them as a zip', async () => {
    const title = `Dust-shedding coating ${Date.now()}`;
    const inventorSide = await newPage(browser, { width: 1440, height: 900 });
    const officeSide = await newPage(browser, { width: 1440, height: 900 });
    try {
      const page = inventorSide.page;
      await login(page, inventor);
      await page.goto(`${baseUrl()}/tickets/create`);
      const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
      await textbox('Title').fill(title);
      await textbox('Summary').fill('A coating that sheds dust.');
      await textbox('Context').fill('Desert solar farms lose output.');
      await textbox('Problem Identification').fill('Dust cuts yield by 30%.');

      // Three files at once through the picker: the form is saved as a draft to hold them.
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
        .getByText(/added by Ada Attach/)
        .first()
        .waitFor();

      const created = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && /\/api\/inventors\/ticket\/\d+\/$/.test(r.url()),
      );
      await page.getByRole('button', { name: 'Submit Ticket', exact: true }).click();
      expect((await created).status()).toBe(200);
      await page.getByText('Ticket submitted successfully!', { exact: true }).waitFor();

      // One ticket, submitted, with the three files, oldest first (the three uploads run at once:
      // their order is the order they reached the server).
      const mine = await apiGet<
        Paged<
          ApiTicket & {
            is_draft: boolean;
            attachments: Array<{ id: number; name: string; created_at: string }>;
          }
        >
      >(page, '/api/inventors/tickets/?page_size=100');
      const ticket = mine.results.filter((t) => t.title === title);
      expect(ticket).toHaveLength(1);
      expect(ticket[0].is_draft).toBe(false);
      const attached = ticket[0].attachments;
      expect(attached.map((a) => a.name).sort()).toEqual(FILES.map((f) => f.name).sort());
      const times = attached.map((a) => a.created_at);
      expect(times).toEqual([...times].sort());
      const id = ticket[0].id;

      // The ticket page lists them, each a download with its size, who and when.
      await page.goto(`${baseUrl()}/tickets/${id}`);
      const detail = attachmentsOf(page);
      await detail.getByRole('link', { name: FILES[2].name }).waitFor();
      await detail.scrollIntoViewIfNeeded();
      await screenshot(page, 'attachments-ticket-page-1440');
      await detail.screenshot({ path: path.join(SCREENSHOT_DIR, 'attachments-panel-1440.png') });
      await page.setViewportSize({ width: 375, height: 800 });
      await detail.scrollIntoViewIfNeeded();
      await screenshot(page, 'attachments-ticket-page-375');
      await detail.screenshot({ path: path.join(SCREENSHOT_DIR, 'attachments-panel-375.png') });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // The office's review page shows them; "Download all" gives the zip of the three.
      const officePage = officeSide.page;
      await signInOffice(officePage);
      await officePage.goto(`${baseUrl()}/office/tickets/${id}`);
      const review = attachmentsOf(officePage);
      for (const file of FILES) await review.getByRole('link', { name: file.name }).waitFor();
      await screenshot(officePage, 'attachments-office-review');
      const zip = await captureDownload(officePage, () =>
        review.getByRole('link', { name: 'Download all (zip)' }).click(),
      );
      expect(zip.fileName).toBe(`ticket-${id}-attachments.zip`);
      const entries = await readZip(zip.body);
      // Every file under its name, in the ticket's order of attachments.
      expect(entries.map((e) => e.name)).toEqual(attached.map((a) => a.name));
      for (const entry of entries) {
        const file = FILES.find((f) => f.name === entry.name);
        expect([entry.name, file !== undefined && entry.body.equals(file.body)]).toEqual([
          entry.name,
          true,
        ]);
      }
      // One file on its own, under its name.
      const one = await captureDownload(officePage, () =>
        review.getByRole('link', { name: FILES[2].name }).click(),
      );
      expect(one.fileName).toBe(FILES[2].name);
      expect(one.body.equals(FILES[2].body)).toBe(true);

      expect(unexpectedErrors(inventorSide.errors)).toEqual([]);
      expect(unexpectedErrors(officeSide.errors)).toEqual([]);

      // axe: the ticket page with its panel, at both widths.
      expect(await axeAtBothWidths(`${baseUrl()}/tickets/${id}`, inventor)).toEqual([]);
    } finally {
      await inventorSide.context.close();
      await officeSide.context.close();
    }
  });
});
