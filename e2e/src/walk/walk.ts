import type { Browser } from 'playwright-core';
import type { Credentials } from '../account-api';
import { baseUrl, DEMO } from '../browser';
import { recordConsoleErrors, unexpectedAmong } from '../session';
import { axeViolations, describeViolation } from './axe-scan';
import { layoutProblems } from './layout-checks';
import { langProblems, titleProblems, wordingProblems } from './screen-checks';
import { ensureAt, waitUntilSettled } from './settle';
import type { Screen, Walk, WalkData, WalkLanguage, WalkWidth } from './types';
import { lookUpWalkData } from './walk-data';
import { keepScreenshot, logFindings, screenLabel } from './walk-output';

export { FINDINGS_LOG } from './walk-output';

const PAGE_HEIGHT = { 1440: 900, 375: 812 } as const;

/** One context (own cookies and storage, browser language English) for a whole walk. */
export async function startWalk(
  browser: Browser,
  language: WalkLanguage,
  width: WalkWidth,
  twoFactorAccount: Credentials,
): Promise<Walk> {
  const context = await browser.newContext({
    viewport: { width, height: PAGE_HEIGHT[width] },
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors = recordConsoleErrors(page);
  let data: Promise<WalkData> | undefined;
  const lookUp = () => {
    data ??= lookUpWalkData(page).catch((error: unknown) => {
      data = undefined;
      throw error;
    });
    return data;
  };
  return { language, width, context, page, errors, twoFactorAccount, data: lookUp };
}

/** The login form as `user`, from /login, until the dashboard. */
export async function signIn(walk: Walk, user: Credentials = DEMO): Promise<void> {
  const { page } = walk;
  await ensureAt(page, baseUrl(), '/login');
  await page.locator('[name="email"]').fill(user.email);
  await page.locator('[name="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
}

/** Playwright's message and the locator it waited for ("waiting for locator(...)"). */
const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const lines = error.message.split('\n').map((line) => line.trim());
  const waiting = lines.find((line) => line.startsWith('- waiting for'));
  return waiting ? `${lines[0]} (${waiting.slice(2)})` : (lines[0] ?? '');
};

/** Runs `step` and adds its duration to `timings[phase]`. */
async function timed<T>(timings: Record<string, number>, phase: string, step: () => Promise<T>) {
  const started = Date.now();
  try {
    return await step();
  } finally {
    timings[phase] = Date.now() - started;
  }
}

/**
 * Opens `screen` and lists what is wrong with it: the page title and `<html lang>` of the
 * walk's language, the spec's English (or none of it, in French), a page wider than the window
 * or without exactly one h1, console errors (a missing key is one) and every axe violation.
 * Throws, with the page's state, when the screen does not show at all.
 */
export async function visit(walk: Walk, screen: Screen): Promise<string[]> {
  const from = walk.errors.length;
  const consoleProblems = (allowed = screen.allowed) =>
    unexpectedAmong(walk.errors.slice(from), allowed, { signedOut: !!screen.signedOut }).map(
      (e) => `console error: ${e}`,
    );
  const { page } = walk;
  const timings: Record<string, number> = {};
  try {
    await timed(timings, 'open', () => screen.open(walk));
    await timed(timings, 'settle', () => waitUntilSettled(page));
  } catch (error) {
    const state = `at ${page.url()}, title "${await page.title()}"`;
    throw new Error(
      [
        `${screenLabel(walk, screen)} did not show: ${reasonOf(error)}`,
        state,
        ...consoleProblems(),
      ].join('\n  '),
    );
  }
  await keepScreenshot(walk, screen);
  const problems = await timed(timings, 'checks', async () => [
    ...(await titleProblems(walk, screen.title[walk.language])),
    ...(await langProblems(walk)),
    ...(await wordingProblems(walk, screen)),
  ]);
  problems.push(...(await timed(timings, 'layout', () => layoutProblems(page))));
  const violations = await timed(timings, 'axe', () => axeViolations(page));
  problems.push(...violations.map(describeViolation), ...consoleProblems());
  try {
    await screen.close?.(walk);
  } catch (error) {
    problems.push(`could not leave the screen: ${reasonOf(error)}`);
  }
  logFindings(walk, screen, problems, timings);
  return problems;
}
