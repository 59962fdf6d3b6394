import type { Browser, Locator, Page } from 'playwright-core';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { runAdminCommand } from '../src/admin-cli';
import { allTickets } from '../src/api';
import { callApi, signInViaApi } from '../src/api-session';
import {
  baseUrl,
  launchBrowser,
  login,
  newPage,
  screenshot,
  type TrackedPage,
} from '../src/browser';
import { unexpectedErrors } from '../src/console';
import { columnTexts, dataTable, waitForRowCount } from '../src/data-table';
import { eventMailsTo, ticketLinksIn, waitForEventMail, type EventMail } from '../src/event-mail';
import { eventually } from '../src/eventually';
import { createOfficeAccount, freshCode, type OfficeAccount } from '../src/office-account';

/**
 * Issue 21 (attestation), its first "Done means" point, end to end in Chromium against the real
 * server: A submits a ticket naming B and C with a 50/30/20 split and a public disclosure 14 days
 * ahead; B confirms from the link in the mail B received; C declines with a reason; the office
 * sees "2/3 confirmed" and each share and answer; A edits the summary and B and C are asked
 * again (pending, a new notice and mail); `send-reminders` run twice sends one disclosure
 * reminder per person, and A's dashboard warns of the disclosure.
 *
 * The steps run in order and share the pages (each test is one step).
 */
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NAMES = { a: `Ada Loop${tag}`, b: `Bruno Loop${tag}`, c: `Chloe Loop${tag}` } as const;
const TITLE = `Loop attestation kiln ${tag}`;
const SUMMARY = 'A kiln that stores solar heat in sand.';
const EDITED_SUMMARY = 'A kiln that stores solar heat in sand, and gives it back at night.';
const DECLINE_REASON = 'My share of the sand battery work is larger than 20%.';

/** 'YYYY-MM-DD' `days` from today, on the local calendar (the browser's: same machine). */
function localDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const DISCLOSURE_DATE = localDay(14);
/** Noon UTC 14 days before the disclosure date: what `send-reminders --now` is given. */
const REMIND_AT = (() => {
  const [y, m, d] = DISCLOSURE_DATE.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 14, 12)).toISOString();
})();

interface Person extends Credentials {
  name: string;
  inventorId: number;
}

let browser: Browser;
let office: OfficeAccount;
let a: Person;
let b: Person;
let c: Person;
const pages: Record<'a' | 'b' | 'c' | 'office', TrackedPage | undefined> = {
  a: undefined,
  b: undefined,
  c: undefined,
  office: undefined,
};
let ticketId = 0;

const pageOf = (who: keyof typeof pages): Page => {
  const tracked = pages[who];
  if (!tracked) throw new Error(`${who}'s page is not open: an earlier step failed`);
  return tracked.page;
};

async function person(name: string, label: string): Promise<Person> {
  const account = await createAccountViaApi({ email: uniqueEmail(label), preferred_name: name });
  const session = await signInViaApi(account);
  const me = await callApi<{ inventor: { id: number } }>(session, 'GET', '/api/accounts/me/');
  return { email: account.email, password: account.password, name, inventorId: me.inventor.id };
}

/** An own browser context (own cookies) kept for the whole file, its size given. */
async function openPage(who: keyof typeof pages, width = 1366): Promise<Page> {
  const tracked = await newPage(browser, { width, height: 900 });
  tracked.context.setDefaultTimeout(15_000);
  pages[who] = tracked;
  return tracked.page;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** One inventor's line in a "Contributions and confirmations" section (either side). */
const shareLine = (page: Page, name: string): Locator =>
  page
    .getByRole('region', { name: 'Contributions and confirmations' })
    .getByRole('listitem')
    .filter({ hasText: name });

/** Waits until the line of `name` says each of `parts` (share, state, reason...). */
async function expectLine(page: Page, name: string, parts: string[], without: string[] = []) {
  await eventually(async () => {
    const text = (await shareLine(page, name).innerText()).replace(/\s+/g, ' ');
    for (const part of parts)
      if (!text.includes(part)) throw new Error(`line of ${name} lacks '${part}': ${text}`);
    for (const part of without)
      if (text.includes(part)) throw new Error(`line of ${name} still says '${part}': ${text}`);
  });
}

/** Picks a co-inventor in the form's search: the 'Add <name>' button of the results. */
async function addInventor(page: Page, name: string) {
  await textbox(page, 'Search inventors').fill(name);
  await page
    .getByRole('list', { name: 'Inventor search results' })
    .getByRole('button', { name: `Add ${name}`, exact: true })
    .click();
  await page.getByRole('button', { name, exact: true }).waitFor();
}

/** The contribution split's live total (a polite status under the shares). */
async function expectTotal(page: Page, text: string) {
  const total = page.getByRole('status').filter({ hasText: text });
  await eventually(async () => expect((await total.innerText()).trim()).toBe(text));
}

async function signInOffice(page: Page) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(office.email);
  await page.getByLabel('Password', { exact: true }).fill(office.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: /Two-factor code/ }).fill(await freshCode(office));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/office'));
}

/** The office's review queue narrowed to this ticket: its "Confirmations" cell. */
async function queueConfirmations(page: Page): Promise<string> {
  const table = dataTable(page, 'Tickets to review');
  await waitForRowCount(table, 1);
  const [cell] = await columnTexts(table, 'Confirmations');
  return cell ?? '';
}

/** Mails about this ticket to `who`, by subject. */
const mailsAbout = (who: Person, subject: string): EventMail[] =>
  eventMailsTo(who.email).filter((mail) => mail.subject === subject);

const addedSubject = `You were added as an inventor on “${TITLE}”`;
const againSubject = `Please confirm “${TITLE}” again`;
const reminderSubject = `“${TITLE}”: public disclosure in 14 days`;
const reminderMessage = `Ticket '${TITLE}': public disclosure on ${DISCLOSURE_DATE}, in 14 days`;
const againMessage = `Ticket '${TITLE}' was changed: please confirm it again`;

async function notificationsOf(who: Person): Promise<string[]> {
  const session = await signInViaApi(who);
  const list = await callApi<{ results: { message: string }[] }>(
    session,
    'GET',
    '/api/accounts/notifications/?page=1&page_size=100',
  );
  return list.results.map((n) => n.message);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [office, a, b, c] = await Promise.all([
    createOfficeAccount(uniqueEmail('office-loop'), `Otto Loop${tag}`),
    person(NAMES.a, 'loop-a'),
    person(NAMES.b, 'loop-b'),
    person(NAMES.c, 'loop-c'),
  ]);
}, 60_000);

afterAll(async () => {
  for (const tracked of Object.values(pages)) await tracked?.context.close();
  await browser?.close();
});

describe('attestation loop (issue 21)', () => {
  test('A submits a ticket naming B and C, split 50/30/20, disclosed in 14 days', async () => {
    const page = await openPage('a');
    await login(page, a);
    await page.goto(`${baseUrl()}/tickets/create`);
    await textbox(page, 'Title').fill(TITLE);
    await textbox(page, 'Summary').fill(SUMMARY);
    await textbox(page, 'Context').fill('Pottery workshops fire their kilns at night.');
    await textbox(page, 'Problem Identification').fill('Solar heat is gone by sunset.');
    await addInventor(page, NAMES.b);
    await addInventor(page, NAMES.c);
    // A pause, as anyone takes before splitting the credit: the form keeps a server draft
    // naming the three of them (then submitted with the split: nobody is asked "again").
    await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor({ timeout: 20_000 });
    await eventually(async () => {
      const [draft] = (await allTickets(page)).results.filter((t) => t.title === TITLE);
      expect(draft?.inventors).toEqual([a.inventorId, b.inventorId, c.inventorId]);
    }, 20_000);

    const share = (name: string) => textbox(page, `Share of ${name}`);
    await expectTotal(page, 'No split given');
    await share(NAMES.a).fill('50');
    await expectTotal(page, 'Total 50% — 50% left to assign');
    await share(NAMES.b).fill('30');
    await expectTotal(page, 'Total 80% — 20% left to assign');
    await share(NAMES.c).fill('20');
    await expectTotal(page, 'Total 100% — complete');
    await page.getByLabel('Public disclosure date').fill(DISCLOSURE_DATE);
    await screenshot(page, 'attestation-loop-form');

    await page.getByRole('button', { name: 'Submit Ticket', exact: true }).click();
    await page.getByText('Ticket submitted successfully!', { exact: true }).waitFor();
    const mine = (await allTickets(page)).results.filter((t) => t.title === TITLE);
    // The autosaved draft became the submitted ticket: one ticket.
    expect(mine.map((t) => [t.inventors, (t as { is_draft?: boolean }).is_draft])).toEqual([
      [[a.inventorId, b.inventorId, c.inventorId], false],
    ]);
    ticketId = mine[0].id;

    // The ticket as A sees it: A confirmed by submitting, B and C awaited.
    await page.goto(`${baseUrl()}/tickets/${ticketId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await expectLine(page, NAMES.a, [`${NAMES.a} (you)`, '50%', 'Confirmed']);
    await expectLine(page, NAMES.b, ['30%', 'Awaiting confirmation']);
    await expectLine(page, NAMES.c, ['20%', 'Awaiting confirmation']);
    await page
      .getByRole('region', { name: 'Contributions and confirmations' })
      .getByText('1/3 confirmed', { exact: true })
      .waitFor();
  });

  test('B opens the link of the mail B received, signs in and confirms', async () => {
    const mail = await waitForEventMail(b.email, addedSubject);
    const [link] = ticketLinksIn(mail, ticketId);
    // The mail asks B to confirm and opens the ticket with the confirmation offered.
    expect(link).toBe(`${baseUrl()}/tickets/${ticketId}?confirm=1`);
    // Nobody confirmed a draft: submitting it asks no one to confirm "again".
    expect(mailsAbout(b, againSubject)).toEqual([]);
    expect(await notificationsOf(b)).not.toContain(againMessage);

    const page = await openPage('b');
    await page.goto(link);
    // Signed out: the login first (the portal then opens its home, per the spec).
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(b.email);
    await page.getByLabel('Password', { exact: true }).fill(b.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    if (new URL(page.url()).pathname !== `/tickets/${ticketId}`) await page.goto(link);

    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await expectLine(page, `${NAMES.b} (you)`, ['30%', 'Awaiting confirmation']);
    await page
      .getByText('Do you confirm that you are an inventor of this ticket, with the share shown?')
      .waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('status').getByText('You confirmed this ticket.').waitFor();
    await expectLine(page, `${NAMES.b} (you)`, ['30%', 'Confirmed'], ['Awaiting confirmation']);
    expect(await page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    await page
      .getByRole('region', { name: 'Contributions and confirmations' })
      .getByText('2/3 confirmed', { exact: true })
      .waitFor();
    await screenshot(page, 'attestation-loop-b-confirmed');
  });

  test('C declines with a reason from the ticket detail', async () => {
    const page = await openPage('c');
    await login(page, c);
    await page.goto(`${baseUrl()}/tickets/${ticketId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await expectLine(page, NAMES.b, ['30%', 'Confirmed']);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this ticket' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(DECLINE_REASON);
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .getByText('You declined this ticket. The submitter and the office have been told why.')
      .waitFor();
    await expectLine(page, `${NAMES.c} (you)`, ['20%', 'Declined', `Reason: ${DECLINE_REASON}`]);
  });

  test('the office sees 2/3 confirmed in the queue, and each share and answer on the review page', async () => {
    const page = await openPage('office', 1440);
    await signInOffice(page);
    await page.goto(`${baseUrl()}/office/tickets`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
    await eventually(async () =>
      expect(await queueConfirmations(page)).toBe('2/3 confirmed · declined'),
    );
    await screenshot(page, 'attestation-loop-queue');

    await page.getByText(TITLE, { exact: true }).click();
    await page.waitForURL(`**/office/tickets/${ticketId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'Contributions and confirmations' });
    await section.getByText('2/3 confirmed', { exact: true }).waitFor();
    await expectLine(page, NAMES.a, ['50%', 'Confirmed']);
    await expectLine(page, NAMES.b, ['30%', 'Confirmed']);
    await expectLine(page, NAMES.c, ['20%', 'Declined', `Reason: ${DECLINE_REASON}`]);
    await screenshot(page, 'attestation-loop-review-answered');
  });

  test('A edits the summary: B and C are asked again, pending on every side', async () => {
    const page = pageOf('a');
    await page.goto(`${baseUrl()}/tickets/${ticketId}`);
    await expectLine(page, NAMES.c, ['Declined', `Reason: ${DECLINE_REASON}`]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**/tickets/${ticketId}/edit`);
    await textbox(page, 'Summary').fill(EDITED_SUMMARY);
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await page.waitForURL(`**/tickets/${ticketId}`);
    await page.getByRole('region', { name: 'Summary' }).getByText(EDITED_SUMMARY).waitFor();
    await expectLine(page, NAMES.a, ['50%', 'Confirmed']);
    await expectLine(page, NAMES.b, ['30%', 'Awaiting confirmation'], ['Confirmed']);
    await expectLine(page, NAMES.c, ['20%', 'Awaiting confirmation'], ['Declined', 'Reason:']);

    // Both are asked again: a mail with the confirm link, and a notice in the bell.
    const confirmLink = `${baseUrl()}/tickets/${ticketId}?confirm=1`;
    for (const who of [b, c]) {
      const mail = await waitForEventMail(who.email, againSubject);
      expect(ticketLinksIn(mail, ticketId)).toEqual([confirmLink]);
      expect(mailsAbout(who, againSubject)).toHaveLength(1);
    }
    const bPage = pageOf('b');
    await bPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await bPage.getByText(againMessage, { exact: true }).waitFor();
    await bPage.keyboard.press('Escape');
    // B follows the new mail's link: pending, the confirmation in focus, offered again.
    await bPage.goto(confirmLink);
    await expectLine(bPage, `${NAMES.b} (you)`, ['30%', 'Awaiting confirmation']);
    await bPage.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    const panel = bPage.getByRole('region', { name: 'Contributions and confirmations' });
    await eventually(async () =>
      expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true),
    );
    const cPage = pageOf('c');
    await cPage.reload();
    await expectLine(cPage, `${NAMES.c} (you)`, ['20%', 'Awaiting confirmation'], ['Reason:']);

    // The office's review page and queue: pending again, 1/3.
    const officePage = pageOf('office');
    await officePage.reload();
    const section = officePage.getByRole('region', { name: 'Contributions and confirmations' });
    await section.getByText('1/3 confirmed', { exact: true }).waitFor();
    await expectLine(officePage, NAMES.a, ['50%', 'Confirmed']);
    await expectLine(officePage, NAMES.b, ['30%', 'Awaiting confirmation']);
    await expectLine(officePage, NAMES.c, ['20%', 'Awaiting confirmation'], ['Reason:']);
    await screenshot(officePage, 'attestation-loop-review-pending');
    await officePage.goto(`${baseUrl()}/office/tickets`);
    await officePage.getByRole('searchbox', { name: 'Search' }).fill(TITLE);
    await eventually(async () =>
      expect(await queueConfirmations(officePage)).toBe('1/3 confirmed'),
    );
  });

  test('send-reminders twice sends one disclosure reminder per person; A is warned on the dashboard', async () => {
    const first = await runAdminCommand(['send-reminders', '--now', REMIND_AT]);
    expect(first).toMatch(
      /Disclosure reminders as of .*: \d+ ticket\(s\) due, \d+ reminder\(s\) sent\./,
    );
    const second = await runAdminCommand(['send-reminders', '--now', REMIND_AT]);
    expect(second).toMatch(/: \d+ ticket\(s\) due, 0 reminder\(s\) sent\./);

    // One bell notice each (the inventors) ...
    for (const who of [a, b, c]) {
      const messages = await notificationsOf(who);
      expect(messages.filter((m) => m === reminderMessage)).toHaveLength(1);
    }
    // ... and one mail each, the office's colleague too (once delivered by the outbox).
    const everyone = [a.email, b.email, c.email, office.email];
    await eventually(
      () => {
        for (const email of everyone) {
          const got = eventMailsTo(email).filter((m) => m.subject === reminderSubject);
          if (got.length !== 1) throw new Error(`${email} got ${got.length} reminder mails`);
        }
      },
      15_000,
      250,
    );
    const [reminder] = mailsAbout(a, reminderSubject);
    expect(ticketLinksIn(reminder, ticketId)).toEqual([`${baseUrl()}/tickets/${ticketId}`]);

    const page = pageOf('a');
    await page.goto(`${baseUrl()}/dashboard`);
    const banner = page
      .getByRole('region', { name: 'Public disclosure deadlines' })
      .getByRole('alert')
      .filter({ hasText: TITLE });
    await banner.waitFor();
    expect((await banner.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      `Public disclosure in 14 days: ${TITLE}`,
    );
    await banner.getByRole('link', { name: TITLE }).waitFor();
    await screenshot(page, 'attestation-loop-dashboard');

    for (const [who, tracked] of Object.entries(pages))
      expect({ who, errors: unexpectedErrors(tracked?.errors ?? []) }).toEqual({ who, errors: [] });
  });
});
