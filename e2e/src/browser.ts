import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from './server-process';

export const DEMO = {
  email: 'demo@inventor-portal.local',
  password: 'demo-inventor-2026',
} as const;
export const SECOND = {
  email: 'second@inventor-portal.local',
  password: 'second-inventor-2026',
} as const;
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set: run through the e2e jest config');
  return url;
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (own cookies) and page that records console errors. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1366, height: 900 },
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // A failed load names its resource in the location: a failing test then says which.
    const { url } = msg.location();
    errors.push(
      url && /^Failed to load resource/.test(msg.text()) ? `${msg.text()} (${url})` : msg.text(),
    );
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

export async function login(
  page: Page,
  user: { email: string; password: string } = DEMO,
): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Waits until the document title is `title` (titles are set after the route renders). */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 20_000 });
}
