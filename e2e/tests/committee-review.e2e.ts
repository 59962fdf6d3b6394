import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { signInViaApi } from '../src/api-session';
import { blockingViolations, describeFindings, newAxeContext } from '../src/axe';
import { baseUrl, launchBrowser, newPage, waitForTitle } from '../src/browser';
import { waitForMailTo } from '../src/mail';
import { createOfficeAccount, freshCode, type OfficeAccount } from '../src/office-account';
import { totpCode } from '../src/totp';

/**
 * Committee review (issue 31) in the composed portal: the office invites an outside expert and
 * assigns an inventor of another ticket; the expert declares a conflict; the other reviewer sets
 * up two-factor sign-in, scores and submits; the office sees the weighted mean. Who downloads
 * remote-review, and axe on every new screen at 1440 and 375 px in English and French.
 */
const SHOTS = '/work/shots/review';
const TWO_FACTOR_CODE = /Two-factor code|Code de vérification/;
const VERIFY = /^(Verify|Vérifier)$/;

let browser: Browser;
let office: OfficeAccount;
let inventor: Credentials;
let scorer: Credentials & { name: string };
/** The scorer's authenticator, once they set up two-factor sign-in. */
let scorerTotp: OfficeAccount | null = null;
const expert = { email: uniqueEmail('expert'), name: 'Erin Expert', password: '' };
let ticket: { id: number; title: string };

async function submitTicket(owner: Credentials, title: string) {
  const session = await signInViaApi(owner);
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A kite that harvests tidal energy at sea.');
  form.set('context', 'Coastal towns need steady renewable power.');
  form.set('problem_identification', 'Tidal turbines are expensive to install.');
  form.set('is_draft', 'false');
  const response = await fetch(`${baseUrl()}/api/inventors/ticket/create/`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrftoken': session.token },
    body: form,
  });
  if (response.status !== 201) throw new Error(`create ticket: ${response.status}`);
  return { id: ((await response.json()) as { id: number }).id, title };
}

async function signIn(
  page: Page,
  account: Credentials,
  code?: () => Promise<string>,
  language?: 'en' | 'fr',
) {
  await page.goto(`${baseUrl()}/login`);
  if (language) {
    // The login page's switch: the pick is saved to the account at sign-in.
    await page
      .getByRole('group', { name: /Language|Langue/ })
      .getByRole('button', { name: language === 'fr' ? 'Français' : 'English' })
      .click();
  }
  await page.getByLabel(/^(Email|E-mail)$/).fill(account.email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(account.password);
  await page.getByRole('button', { name: /^(Login|Se connecter)$/ }).click();
  if (code) {
    await page.getByRole('textbox', { name: TWO_FACTOR_CODE }).fill(await code());
    await page.getByRole('button', { name: VERIFY }).click();
  }
}

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

/** Every remote-* file the page asked for. */
const trackRemotes = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/(remote-[a-z]+)\//.exec(request.url());
    if (match) asked.push(match[1]);
  });
  return asked;
};

beforeAll(async () => {
  browser = await launchBrowser();
  [office, inventor] = await Promise.all([
    createOfficeAccount(uniqueEmail('office'), 'Olivia Office'),
    createAccountViaApi({ preferred_name: 'Ines Inventor' }),
  ]);
  const name = `Rex Reviewer ${Date.now()}`;
  scorer = {
    ...(await createAccountViaApi({ preferred_name: name })),
    name,
  };
  ticket = await submitTicket(inventor, `Tidal kite ${Date.now()}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('committee review', () => {
  it('the office invites an outside expert and assigns a second reviewer from the Reviews panel', async () => {
    const { page, context } = await newPage(browser, { width: 1440, height: 900 });
    const asked = trackRemotes(page);
    try {
      await signIn(page, office, () => freshCode(office));
      await page.waitForURL('**/office');
      await page.goto(`${baseUrl()}/office/tickets/${ticket.id}`);
      const panel = page.getByRole('region', { name: 'Reviews' });
      await panel.getByText('No reviewer is assigned yet.').waitFor();

      await panel.getByRole('radio', { name: 'An outside expert' }).check();
      await panel.getByRole('textbox', { name: "Expert's email" }).fill(expert.email);
      await panel.getByRole('textbox', { name: "Expert's name" }).fill(expert.name);
      await panel.getByLabel(/Due date/).fill('2026-12-20');
      await panel.getByRole('button', { name: 'Invite and assign' }).click();
      await panel.getByText(`${expert.name} is assigned.`).waitFor();
      await panel.getByRole('heading', { name: expert.name }).waitFor();

      await panel.getByRole('radio', { name: 'An account' }).check();
      await panel.getByRole('combobox', { name: 'Search an account by name' }).fill('Rex Rev');
      await page.getByRole('option', { name: new RegExp(scorer.name) }).click();
      await panel.getByLabel(/Due date/).fill('2026-12-22');
      await panel.getByRole('button', { name: 'Assign', exact: true }).click();
      await panel.getByRole('heading', { name: scorer.name }).waitFor();
      await shot(page, 'office-reviews-panel-assigned');
      // The office never downloads remote-review.
      expect(asked).toContain('remote-office');
      expect(asked).not.toContain('remote-review');
    } finally {
      await context.close();
    }
  });

  it('the outside expert chooses a password from the mail, downloads only remote-review and declares a conflict', async () => {
    const mail = await waitForMailTo(
      expert.email,
      'You are invited to review for the Inventor Portal',
    );
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no link in ${mail.text}`);
    const { page, context } = await newPage(browser, { width: 1440, height: 900 });
    const asked = trackRemotes(page);
    try {
      expert.password = `Expert-${Date.now()}-pw`;
      await page.goto(`${baseUrl()}${new URL(link).pathname}`);
      await page.getByLabel(/^New Password/i).fill(expert.password);
      await page.getByLabel(/^Confirm Password/i).fill(expert.password);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText(/Password reset successful/).waitFor();

      await signIn(page, expert);
      await page.waitForURL('**/reviews');
      await waitForTitle(page, 'My reviews | Inventor Portal');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link').count()).resolves.toBe(1);
      await page.getByRole('link', { name: ticket.title }).click();
      await page.getByRole('heading', { name: 'Conflict of interest' }).waitFor();
      // Only the title before declaring.
      await expect(
        page.getByText('A kite that harvests tidal energy at sea.').count(),
      ).resolves.toBe(0);
      await page.getByRole('radio', { name: 'Yes, I have a conflict of interest' }).check();
      await page
        .getByRole('textbox', { name: 'Note for the office (optional)' })
        .fill('I advise the inventor’s lab.');
      await page.getByRole('button', { name: 'Declare' }).click();
      await page.getByText(/You declared a conflict of interest/).waitFor();
      await page.goto(`${baseUrl()}/office/tickets`);
      await page.getByText('Page not found').waitFor();
      expect(asked).toContain('remote-review');
      expect(asked).not.toContain('remote-office');
    } finally {
      await context.close();
    }
  });

  it('the other reviewer sets up two-factor sign-in when asked, scores as they go and submits', async () => {
    const { page, context } = await newPage(browser, { width: 1440, height: 900 });
    try {
      await signIn(page, scorer);
      await page.waitForURL('**/dashboard');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Reviews' })
        .click();
      await page.getByRole('link', { name: ticket.title }).click();
      await page.getByRole('radio', { name: 'No, I have no conflict of interest' }).check();
      await page.getByRole('button', { name: 'Declare' }).click();
      await page.getByText(/Set up two-factor sign-in before reading/).waitFor();
      await page.getByRole('link', { name: 'Set up two-factor sign-in in Settings' }).click();
      await page.waitForURL('**/settings');
      const area = page.getByRole('region', { name: 'Two-factor authentication' });
      await area.getByRole('button', { name: 'Set up' }).click();
      const secret = (await area.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
      await area.getByRole('textbox', { name: /Code from the app/ }).fill(totpCode(secret));
      await area.getByLabel(/^Current password/).fill(scorer.password);
      await area.getByRole('button', { name: 'Enable' }).click();
      scorerTotp = { ...scorer, secret, lastStep: Math.floor(Date.now() / 1000 / 30) };
      await area.getByRole('button', { name: 'Done' }).click();

      await page.goto(`${baseUrl()}/reviews`);
      await page.getByRole('link', { name: ticket.title }).click();
      await page.getByText('A kite that harvests tidal energy at sea.').waitFor();
      const groups = page.getByRole('radiogroup');
      await page
        .getByRole('radiogroup', { name: /^Novelty/ })
        .getByRole('radio', { name: /^4 —/ })
        .check();
      await page
        .getByRole('radiogroup', { name: /^Market/ })
        .getByRole('radio', { name: /^3 —/ })
        .check();
      await page
        .getByRole('radiogroup', { name: /engagement/i })
        .getByRole('radio', { name: /^5 —/ })
        .check();
      await page.getByRole('radio', { name: 'File a patent application' }).check();
      await page.getByRole('textbox', { name: 'Comment' }).fill('A strong, novel approach.');
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      expect(await groups.count()).toBeGreaterThanOrEqual(4);
      await shot(page, 'reviewer-scoring-page');

      // The office has the ticket open in another browser while the reviewer submits.
      const officeSide = await newPage(browser, { width: 1440, height: 900 });
      try {
        const officePage = officeSide.page;
        await signIn(officePage, office, () => freshCode(office));
        await officePage.waitForURL('**/office');
        await officePage.goto(`${baseUrl()}/office/tickets/${ticket.id}`);
        const panel = officePage.getByRole('region', { name: 'Reviews' });
        await panel
          .getByTestId('review-mean')
          .filter({ hasText: 'No submitted review yet' })
          .waitFor();
        // Set on this very document: still there afterwards means the page never reloaded.
        await officePage.evaluate(() => {
          (window as unknown as { notReloaded: boolean }).notReloaded = true;
        });

        await page.getByRole('button', { name: 'Submit review' }).click();
        const dialog = page.getByRole('dialog', { name: 'Submit your review?' });
        await dialog.getByRole('button', { name: 'Submit for good' }).click();
        await page.getByText(/Your review is submitted/).waitFor();
        await page.getByRole('heading', { name: 'Other reviews' }).waitFor();

        // The live event refreshes the office's Reviews panel by itself: 4×4 + 3×4 + 5×2 over 10.
        await panel
          .getByTestId('review-mean')
          .filter({ hasText: '3.8' })
          .waitFor({ timeout: 15_000 });
        await panel.getByText('Recommendation: File a patent application').waitFor();
        expect(
          await officePage.evaluate(
            () => (window as unknown as { notReloaded?: boolean }).notReloaded,
          ),
        ).toBe(true);
      } finally {
        await officeSide.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('the office sees the conflict, the scores and the weighted mean', async () => {
    const { page, context } = await newPage(browser, { width: 1440, height: 900 });
    try {
      await signIn(page, office, () => freshCode(office));
      await page.waitForURL('**/office');
      await page.goto(`${baseUrl()}/office/tickets/${ticket.id}`);
      const panel = page.getByRole('region', { name: 'Reviews' });
      // 4×4 + 3×4 + 5×2 over 10 = 3.8 with the default rubric (weights 4/4/2).
      await panel.getByTestId('review-mean').filter({ hasText: /\d/ }).waitFor();
      expect(await panel.getByTestId('review-mean').innerText()).toBe('3.8');
      await panel.getByText(/Conflict declared: I advise/).waitFor();
      await panel.getByText('Recommendation: File a patent application').waitFor();
      await shot(page, 'office-reviews-panel');
    } finally {
      await context.close();
    }
  });

  it('an inventor who reviews nothing never downloads remote-review', async () => {
    const { page, context } = await newPage(browser);
    const asked = trackRemotes(page);
    try {
      await signIn(page, inventor);
      await page.waitForURL('**/dashboard');
      await page.goto(`${baseUrl()}/reviews`);
      await page.getByText('Page not found').waitFor();
      expect(asked).not.toContain('remote-review');
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'fr'] as const)(
    'axe finds nothing on the new screens at 1440 and 375 px (%s)',
    async (language) => {
      const context = await newAxeContext(browser, { width: 1440, height: 900 });
      const page = await context.newPage();
      const findings: string[] = [];
      const check = async (label: string, ready: () => Promise<unknown>) => {
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await ready();
          await page.waitForLoadState('networkidle');
          const found = describeFindings(await blockingViolations(page));
          findings.push(...found.map((f) => `${label} ${width}px: ${f}`));
        }
      };
      try {
        const totp = scorerTotp;
        if (!totp) throw new Error('the scorer has no two-factor sign-in yet');
        await signIn(page, scorer, () => freshCode(totp), language);
        await page.waitForURL('**/dashboard');
        await page.goto(`${baseUrl()}/reviews`);
        await check('reviews', () => page.getByRole('link', { name: ticket.title }).waitFor());
        await page.getByRole('link', { name: ticket.title }).click();
        await check('review', () =>
          page.getByRole('heading', { level: 1, name: ticket.title }).waitFor(),
        );
        await context.clearCookies();
        await signIn(page, office, () => freshCode(office), language);
        await page.waitForURL('**/office');
        await page.goto(`${baseUrl()}/office/tickets/${ticket.id}`);
        await check('office ticket', () => page.getByTestId('review-mean').waitFor());
        await page.goto(`${baseUrl()}/office/rubric`);
        await check('rubric', () =>
          page.getByRole('button', { name: /Save the rubric|Enregistrer la grille/ }).waitFor(),
        );
        await page.goto(`${baseUrl()}/office/tickets`);
        await check('queue', () =>
          page.getByRole('combobox', { name: /^(Reviews|Évaluations)$/ }).waitFor(),
        );
      } finally {
        await context.close();
      }
      expect(findings).toEqual([]);
    },
    200_000,
  );
});
