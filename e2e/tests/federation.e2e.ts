import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, login, newPage, screenshot, waitForTitle } from '../src/browser';
import { unexpectedErrors } from '../src/console';
import { startServer, stopServer, type RunningServer } from '../src/server-process';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ROUTES: [string, string][] = [
  ['/dashboard', 'Dashboard | Inventor Portal'],
  ['/tickets', 'Tickets | Inventor Portal'],
  ['/tickets/create', 'Create Ticket | Inventor Portal'],
  ['/patents', 'Patents | Inventor Portal'],
  ['/coinventors', 'CoInventors | Inventor Portal'],
  ['/profile', 'Profile | Inventor Portal'],
  ['/settings', 'Settings | Inventor Portal'],
];

/**
 * Packages whose second copy would break the page (two Reacts, two stores, two themes). Redux
 * Toolkit and react-redux are inside `@inventor-portal/shared` (its store, api slice and hooks,
 * tree-shaken: /login's budget, issue 18): one store because that package is one.
 */
const HOST_SINGLETONS = [
  'react',
  'react-dom',
  '@mui/material/styles',
  '@emotion/react',
  '@emotion/styled',
  'react-router-dom',
  '@inventor-portal/shared',
];
/** Only the shared package imports these (eslint.config.mjs): never shared on their own. */
const INSIDE_SHARED = ['@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux'];

describe('composed portal (module federation)', () => {
  it('renders every signed-in route of the spec inside the shell with its page title and no console errors', async () => {
    const { page, context, errors } = await newPage(browser);
    await login(page);
    for (const [route, title] of ROUTES) {
      await page.goto(`${baseUrl()}${route}`);
      await waitForTitle(page, title);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await expect(page.getByText(/could not be loaded/).count()).resolves.toBe(0);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('serves /create-account as a public page outside the shell', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/create-account`);
    await page.waitForFunction(
      () => document.title === 'Create Account | Inventor Portal',
      undefined,
      { timeout: 20_000 },
    );
    expect(page.url()).toContain('/create-account');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(
      0,
    );
    await screenshot(page, 'create-account');
    await context.close();
  });

  it('loads React, react-dom, MUI, emotion, the router and shared (with its store, RTK and react-redux) exactly once, from the host', async () => {
    const { page, context } = await newPage(browser);
    await login(page);
    for (const route of ['/tickets', '/patents', '/profile']) {
      await page.goto(`${baseUrl()}${route}`);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    const providers = await page.evaluate(() => {
      type Versions = Record<string, { from: string; loaded?: boolean; lib?: unknown }>;
      /** owner container -> share scope -> package -> version -> entry */
      type ShareMap = Record<string, Record<string, Record<string, Versions>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: ShareMap } })
        .__FEDERATION__.__SHARE__;
      const found: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const pkgs of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(pkgs)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (entry.loaded || entry.lib) (found[name] ??= []).push(`${entry.from}@${version}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(found).map(([k, v]) => [k, [...new Set(v)]]));
    });
    for (const name of HOST_SINGLETONS) {
      expect({ name, providers: providers[name] }).toEqual({
        name,
        providers: [expect.stringMatching(/^host@/)],
      });
    }
    for (const name of INSIDE_SHARED)
      expect({ name, providers: providers[name] }).toEqual({ name });
    // Every other shared module (each MUI component, ...) is in the page once, whoever provided it.
    for (const [name, list] of Object.entries(providers))
      expect({ name, providers: list }).toEqual({ name, providers: [list[0]] });
    await context.close();
  });
});

describe('a remote that cannot be loaded', () => {
  let broken: RunningServer;
  let remotesFile: string;
  beforeAll(async () => {
    remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        remotes: [
          // Nothing listens on port 9: the tickets remote is "down".
          {
            name: 'remote_tickets',
            entry: 'http://127.0.0.1:9/remotes/remote-tickets/mf-manifest.json',
          },
          { name: 'remote_patents', entry: '/remotes/remote-patents/mf-manifest.json' },
          { name: 'remote_account', entry: '/remotes/remote-account/mf-manifest.json' },
          { name: 'remote_office', entry: '/remotes/remote-office/mf-manifest.json' },
        ],
      }),
    );
    broken = await startServer({
      port: Number(process.env.E2E_PORT ?? 8199) + 1,
      env: { REMOTES_JSON: remotesFile },
    });
  });
  afterAll(async () => {
    await stopServer(broken);
    fs.rmSync(broken.dataDir, { recursive: true, force: true });
  });

  it('shows a retry panel where the tickets pages were, while the shell, dashboard and other remotes keep working', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${broken.baseUrl}/login`);
    await page.getByLabel('Email').fill('demo@inventor-portal.local');
    await page.getByLabel('Password', { exact: true }).fill('demo-inventor-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Recent Activities').waitFor();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Tickets' }).click();
    await page.getByText(/could not be loaded/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await screenshot(page, 'remote-down-retry-panel');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();

    await nav.getByRole('link', { name: 'Patents' }).click();
    await page.waitForFunction(() => document.title === 'Patents | Inventor Portal', undefined, {
      timeout: 20_000,
    });
    await expect(page.getByText(/could not be loaded/).count()).resolves.toBe(0);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Recent Activities').waitFor();
    await context.close();
  });
});
