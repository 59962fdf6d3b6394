import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO,
  launchBrowser,
  newPage,
  screenshot,
  waitForTitle,
  type TrackedPage,
} from '../src/browser';
import { REPO_ROOT, startServer, stopServer, type RunningServer } from '../src/server-process';

/**
 * Independent delivery of remotes (issue 8), against its own server whose REMOTES_JSON is a file
 * in a deploy folder served at /deployed/ (REMOTES_DEPLOY_DIR).
 */
const ORIGINAL_INTRO =
  'All your innovation tickets in one place. Track, manage, and create new tickets with ease.';
const DEPLOYED_INTRO = 'Tickets v2: deployed on its own, without touching the host.';
const V2 = 'e2e-v2';

let browser: Browser;
let portal: RunningServer;
let work: string;
let deployDir: string;
let remotesFile: string;
let ticketsCopy: string;

const defaultRemotes = () => ({
  remotes: [
    { name: 'remote_tickets', entry: '/remotes/remote-tickets/mf-manifest.json' },
    { name: 'remote_patents', entry: '/remotes/remote-patents/mf-manifest.json' },
    { name: 'remote_account', entry: '/remotes/remote-account/mf-manifest.json' },
    { name: 'remote_office', entry: '/remotes/remote-office/mf-manifest.json' },
    { name: 'remote_review', entry: '/remotes/remote-review/mf-manifest.json' },
  ],
});

/** `npm run deploy:remote -- <args>` (run as node scripts/deploy-remote.mjs); resolves with its output. */
function deployRemote(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'deploy-remote.mjs'), ...args],
      { cwd: REPO_ROOT },
    );
    const output: string[] = [];
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output.join(''))
        : reject(new Error(`deploy:remote ${args.join(' ')} failed:\n${output.join('')}`)),
    );
  });
}

/** sha256 of every file under `dir`, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

const writeRemotes = (value: unknown) =>
  fs.writeFileSync(remotesFile, JSON.stringify(value, null, 2));
const readRemotes = () =>
  JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as ReturnType<typeof defaultRemotes>;

async function signIn(page: Page): Promise<void> {
  await page.goto(`${portal.baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

async function openTickets(page: Page): Promise<void> {
  await page.goto(`${portal.baseUrl}/tickets`);
  await waitForTitle(page, 'Tickets | Inventor Portal');
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-delivery-'));
  deployDir = path.join(work, 'deploy');
  fs.mkdirSync(deployDir);
  remotesFile = path.join(deployDir, 'remotes.json');
  writeRemotes(defaultRemotes());

  // A copy of remote-tickets with one visible change: its own team's next release.
  ticketsCopy = path.join(work, 'src', 'remote-tickets');
  fs.cpSync(path.join(REPO_ROOT, 'remote-tickets', 'src'), path.join(ticketsCopy, 'src'), {
    recursive: true,
  });
  fs.copyFileSync(
    path.join(REPO_ROOT, 'remote-tickets', 'package.json'),
    path.join(ticketsCopy, 'package.json'),
  );
  // The intro is a catalog string: the new build changes its English text.
  const catalog = path.join(ticketsCopy, 'src', 'locales', 'en.json');
  const source = fs.readFileSync(catalog, 'utf8');
  if (!source.includes(ORIGINAL_INTRO))
    throw new Error(
      'the tickets list intro changed in remote-tickets/src/locales/en.json: update delivery-remotes.e2e.ts',
    );
  fs.writeFileSync(catalog, source.replace(ORIGINAL_INTRO, DEPLOYED_INTRO));

  [browser, portal] = await Promise.all([
    launchBrowser(),
    startServer({
      port: Number(process.env.E2E_PORT ?? 8199) + 2,
      env: { REMOTES_JSON: remotesFile, REMOTES_DEPLOY_DIR: deployDir },
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (portal) {
    await stopServer(portal);
    fs.rmSync(portal.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe('delivering one remote on its own', () => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await newPage(browser);
    await signIn(tracked.page);
  });
  afterAll(async () => {
    await tracked.context.close();
  });

  it('(a) deploys a new remote-tickets build while the portal runs; a reload shows it and the host files are untouched', async () => {
    const { page } = tracked;
    const hostBefore = hashTree(path.join(REPO_ROOT, 'host', 'dist'));
    await openTickets(page);
    await page.getByText(ORIGINAL_INTRO).waitFor();

    const output = await deployRemote([
      'remote-tickets',
      '--to',
      deployDir,
      '--src',
      ticketsCopy,
      '--version',
      V2,
    ]);
    expect(output).toContain(`/deployed/remote-tickets/${V2}/mf-manifest.json`);
    expect(readRemotes().remotes.find((r) => r.name === 'remote_tickets')?.entry).toBe(
      `/deployed/remote-tickets/${V2}/mf-manifest.json`,
    );
    const manifest = await page.request.get(
      `${portal.baseUrl}/deployed/remote-tickets/${V2}/mf-manifest.json`,
    );
    expect(manifest.headers()['cache-control']).toBe('no-cache');

    await page.reload();
    await waitForTitle(page, 'Tickets | Inventor Portal');
    await page.getByText(DEPLOYED_INTRO).waitFor();
    await expect(page.getByText(ORIGINAL_INTRO).count()).resolves.toBe(0);
    await screenshot(page, 'delivery-deployed-tickets');
    expect(hashTree(path.join(REPO_ROOT, 'host', 'dist'))).toEqual(hostBefore);
  }, 150_000);

  it('(b) a dead remote-patents shows the retry panel in its routes only; once restored, Retry loads it without a reload', async () => {
    const { page } = tracked;
    const healthy = readRemotes();
    writeRemotes({
      remotes: healthy.remotes.map((r) =>
        r.name === 'remote_patents'
          ? { name: r.name, entry: '/deployed/remote-patents/gone/mf-manifest.json' }
          : r,
      ),
    });
    await page.goto(`${portal.baseUrl}/patents`);
    const panel = page.getByRole('alert').filter({ hasText: 'Patents could not be loaded' });
    await panel.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Tickets' }).click();
    await page.getByText(DEPLOYED_INTRO).waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Recent Activities').waitFor();
    await nav.getByRole('link', { name: 'Patents' }).click();
    await panel.waitFor();

    writeRemotes(healthy);
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload__: true }));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await waitForTitle(page, 'Patents | Inventor Portal');
    await expect(page.getByText('Patents could not be loaded').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as unknown as { __noReload__?: boolean }).__noReload__),
    ).resolves.toBe(true);
  }, 90_000);

  it('(c) refuses a remote built for another shared major with a specific message, then rolls back', async () => {
    const { page, errors } = tracked;
    // The v2 build, re-declared as built against shared 2.0.0 (what a remote on the next major writes).
    const skewed = 'e2e-shared2';
    fs.cpSync(
      path.join(deployDir, 'remote-tickets', V2),
      path.join(deployDir, 'remote-tickets', skewed),
      { recursive: true },
    );
    const manifestFile = path.join(deployDir, 'remote-tickets', skewed, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      metaData: { sharedContract: { version: string } };
    };
    expect(manifest.metaData.sharedContract.version).toBe('1.0.0');
    manifest.metaData.sharedContract.version = '2.0.0';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    await deployRemote(['remote-tickets', '--to', deployDir, '--use', skewed]);

    errors.length = 0;
    await page.goto(`${portal.baseUrl}/tickets`);
    const panel = page
      .getByRole('alert')
      .filter({ hasText: 'Tickets is not compatible with this portal' });
    await panel.waitFor({ timeout: 30_000 });
    await panel
      .getByText('Tickets was built for shared 2.0.0, this portal runs shared 1.0.0')
      .waitFor();
    await expect(page.getByText(DEPLOYED_INTRO).count()).resolves.toBe(0);
    expect(
      errors.some((e) => e.includes('built for shared 2.0.0, this portal runs shared 1.0.0')),
    ).toBe(true);
    await screenshot(page, 'delivery-incompatible-remote');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Patents' })
      .click();
    await waitForTitle(page, 'Patents | Inventor Portal');

    await deployRemote(['remote-tickets', '--to', deployDir, '--rollback']);
    expect(readRemotes().remotes.find((r) => r.name === 'remote_tickets')?.entry).toBe(
      `/deployed/remote-tickets/${V2}/mf-manifest.json`,
    );
    await openTickets(page);
    await page.getByText(DEPLOYED_INTRO).waitFor();
  }, 90_000);
});
