import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { TestDatabase } from '../../server/test/cluster/harness';
import { recipeFor, startNginx, type RunningNginx } from '../../server/test/cluster/nginx';
import {
  CHILD_MANAGER_PASSWORD,
  startChild,
  type ChildServer,
} from '../../server/test/faults/child-server';
import { startTestOp, type TestOp } from '../../server/test/helpers/oidc-op';
import { launchBrowser } from '../src/browser';
import { REPO_ROOT } from '../src/server-process';

/**
 * `npm run test:sso`: campus sign-in in Chromium through the real portal (the production build,
 * two instances on one PostgreSQL database behind deploy/nginx.conf), against the `oidc-provider`
 * test OP and SimpleSAMLphp. Screenshots of the login page (en, fr) and of SimpleSAMLphp's login
 * page go to SSO_SHOTS_DIR when it is set.
 */
const BASE_PORT = Number(process.env.SSO_PORT_BASE ?? 8400);
const PORTS = { front: BASE_PORT + 20, a: BASE_PORT + 21, b: BASE_PORT + 22, idp: BASE_PORT + 30 };
const FRONT = `http://127.0.0.1:${PORTS.front}`;
const IDP = `http://127.0.0.1:${PORTS.idp}`;
const SAML_ID = 'campus-saml';
const OIDC_ID = 'campus-oidc';
const SHOTS = process.env.SSO_SHOTS_DIR;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-sso-e2e-'));
const database = TestDatabase.fromEnv();
let op: TestOp;
let idp: ChildProcess;
const idpOutput: string[] = [];
const instances: Partial<Record<'a' | 'b', ChildServer>> = {};
let nginx: RunningNginx;
let browser: Browser;

async function waitForUrl(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline)
      throw new Error(`${what} not answering at ${url}:\n${idpOutput.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const stopChild = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

beforeAll(async () => {
  for (const file of ['host/dist/index.html', 'remote-account/dist/mf-manifest.json'])
    if (!fs.existsSync(path.join(REPO_ROOT, file)))
      throw new Error(
        `${file} is missing: test:sso runs against the production build (npm run build).`,
      );
  await database.create();
  op = await startTestOp([`${FRONT}/api/accounts/sso/${OIDC_ID}/callback/`]);
  const providers = JSON.stringify([
    {
      id: OIDC_ID,
      type: 'oidc',
      label: { en: 'Campus ID', fr: 'Identifiant campus' },
      issuer: op.issuer,
      client_id: op.clientId,
      client_secret: op.clientSecret,
    },
    {
      id: SAML_ID,
      type: 'saml',
      label: { en: 'University (eduGAIN)', fr: 'Université (eduGAIN)' },
      idp_metadata: `${IDP}/saml2/idp/metadata.php`,
      office_when: {
        attribute: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.7',
        equals: 'urn:mace:portal:office',
      },
    },
  ]);
  const secretKey = randomBytes(32).toString('hex');
  const start = (name: 'a' | 'b') =>
    startChild(path.join(tmp, `data-${name}`), PORTS[name], {
      DATABASE_URL: database.url,
      PUBLIC_URL: FRONT,
      TRUST_PROXY: '1',
      SECRET_KEY: secretKey,
      SSO_PROVIDERS: providers,
    });
  [instances.a, instances.b] = await Promise.all([start('a'), start('b')]);
  nginx = await startNginx(
    path.join(tmp, 'nginx'),
    recipeFor({
      upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
      httpPort: PORTS.front,
    }),
    PORTS.front,
  );
  // SimpleSAMLphp reads the portal's SP metadata at start: after the portal.
  idp = spawn(
    'bash',
    [
      path.join(REPO_ROOT, 'scripts', 'sso', 'simplesamlphp.sh'),
      String(PORTS.idp),
      `${FRONT}/api/accounts/sso/${SAML_ID}/metadata/`,
    ],
    {
      env: { ...process.env, SSO_IDP_DIR: path.join(tmp, 'idp') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  idp.stdout?.on('data', (d: Buffer) => idpOutput.push(d.toString()));
  idp.stderr?.on('data', (d: Buffer) => idpOutput.push(d.toString()));
  await waitForUrl(`${IDP}/saml2/idp/metadata.php`, 'SimpleSAMLphp');

  browser = await launchBrowser();
}, 170_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await Promise.all([stopChild(instances.a?.process), stopChild(instances.b?.process)]);
  await stopChild(idp);
  await op?.stop();
  await database.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function freshPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

const me = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/accounts/me/', { credentials: 'include' });
    return res.ok ? ((await res.json()) as Record<string, unknown>) : null;
  });

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

/** At SimpleSAMLphp's login page: types the user and submits; its form then posts to the ACS. */
async function signInAtSimpleSaml(page: Page, user: string, password: string) {
  await page.waitForURL((url) => url.href.startsWith(IDP), { timeout: 30_000 });
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
}

async function signInAtOp(page: Page, login: string, password: string) {
  await page.waitForURL((url) => url.href.startsWith(op.issuer), { timeout: 30_000 });
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function usersWithEmail(email: string) {
  return database.query<{ id: number; inventor_id: number }>(
    'select id, inventor_id from users where lower(email) = $1',
    [email],
  );
}

describe('campus sign-in in the browser (SimpleSAMLphp, oidc-provider, two instances behind nginx)', () => {
  it('shows one button per provider above the password form, in English and French', async () => {
    const page = await freshPage();
    await page.goto(`${FRONT}/login`);
    const saml = page.getByRole('link', { name: 'Sign in with University (eduGAIN)' });
    const oidc = page.getByRole('link', { name: 'Sign in with Campus ID' });
    await saml.waitFor();
    await oidc.waitFor();
    const top = async (locator: typeof oidc) => (await locator.boundingBox())?.y ?? Infinity;
    expect(await top(saml)).toBeLessThan(await top(page.getByLabel('Email')));
    expect(await top(oidc)).toBeLessThan(await top(page.getByLabel('Email')));
    await shot(page, 'login-en.png');
    await page
      .getByRole('button', { name: /français|FR/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'Se connecter avec Université (eduGAIN)' }).waitFor();
    await page.getByRole('link', { name: 'Se connecter avec Identifiant campus' }).waitFor();
    await shot(page, 'login-fr.png');
    // 375 px: the buttons fit.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(page, 'login-fr-375.png');
    await page.context().close();
  });

  let samlResponse = '';

  it('creates the inventor at the first SAML sign-in, then signs the same one in again', async () => {
    const page = await freshPage();
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/sso/${SAML_ID}/acs/`))
        samlResponse = request.postData() ?? '';
    });
    await page.goto(`${FRONT}/login`);
    await page.getByRole('link', { name: 'Sign in with University (eduGAIN)' }).click();
    await page.waitForURL((url) => url.href.startsWith(IDP));
    await page.locator('#username').waitFor();
    await shot(page, 'simplesamlphp-login.png');
    await signInAtSimpleSaml(page, 'sam', 'sam-password');
    await page.waitForURL(`${FRONT}/dashboard`, { timeout: 30_000 });
    expect(await me(page)).toMatchObject({
      email: 'sam@uni.example.edu',
      sign_in_method: `sso:${SAML_ID}`,
      inventor: { preferred_name: 'Sam Saml' },
    });
    const [created] = await usersWithEmail('sam@uni.example.edu');
    expect(samlResponse).toContain('SAMLResponse=');
    await page.context().close();

    const again = await freshPage();
    await again.goto(`${FRONT}/login`);
    await again.getByRole('link', { name: 'Sign in with University (eduGAIN)' }).click();
    await signInAtSimpleSaml(again, 'sam', 'sam-password');
    await again.waitForURL(`${FRONT}/dashboard`, { timeout: 30_000 });
    expect(((await me(again)) as { inventor: { id: number } }).inventor.id).toBe(
      created.inventor_id,
    );
    expect(await usersWithEmail('sam@uni.example.edu')).toHaveLength(1);
    await again.context().close();
  });

  it('refuses a replayed SAML response with the login page’s sentence', async () => {
    expect(samlResponse).not.toBe('');
    const page = await freshPage();
    await page.goto(`${FRONT}/login`);
    // The captured form post, sent again by the browser.
    await page.evaluate(
      ({ body, action }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = action;
        for (const [name, value] of new URLSearchParams(body)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { body: samlResponse, action: `/api/accounts/sso/${SAML_ID}/acs/` },
    );
    await page.waitForURL(`${FRONT}/login?sso_error=invalid_response`);
    await page.getByRole('alert').filter({ hasText: 'could not be completed' }).waitFor();
    expect(await me(page)).toBeNull();
    await page.context().close();
  });

  it('refuses a tampered SAML response', async () => {
    const page = await freshPage();
    await page.route(`**/api/accounts/sso/${SAML_ID}/acs/`, async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      const xml = Buffer.from(form.get('SAMLResponse') ?? '', 'base64').toString('utf8');
      form.set(
        'SAMLResponse',
        Buffer.from(xml.replace(/sam@uni\.example\.edu/g, 'boss@uni.example.edu')).toString(
          'base64',
        ),
      );
      await route.continue({ postData: form.toString() });
    });
    await page.goto(`${FRONT}/login`);
    await page.getByRole('link', { name: 'Sign in with University (eduGAIN)' }).click();
    await signInAtSimpleSaml(page, 'sam', 'sam-password');
    await page.waitForURL(`${FRONT}/login?sso_error=invalid_response`, { timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: 'could not be completed' }).waitFor();
    expect(await usersWithEmail('boss@uni.example.edu')).toEqual([]);
    await page.context().close();
  });

  it('links an existing account by its email', async () => {
    const token = randomBytes(16).toString('hex');
    const res = await fetch(`${FRONT}/api/accounts/create-account/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${token}`,
        'x-csrftoken': token,
      },
      body: JSON.stringify({
        shared_password: CHILD_MANAGER_PASSWORD,
        inventor: {
          email: 'linked@uni.example.edu',
          preferred_name: 'Linda From Before',
          affiliation: 'CIE',
          name_variant: [],
        },
      }),
    });
    expect(res.status).toBe(201);
    const [before] = await usersWithEmail('linked@uni.example.edu');
    const page = await freshPage();
    await page.goto(`${FRONT}/login`);
    await page.getByRole('link', { name: 'Sign in with University (eduGAIN)' }).click();
    await signInAtSimpleSaml(page, 'linked', 'linked-password');
    // A generated password still to change: the guard keeps the account on Settings.
    await page.waitForURL((url) => url.origin === FRONT && !url.pathname.startsWith('/login'), {
      timeout: 30_000,
    });
    const account = (await me(page)) as { inventor: { id: number; preferred_name: string } };
    expect(account.inventor).toMatchObject({
      id: before.inventor_id,
      preferred_name: 'Linda From Before',
    });
    const audit = await database.query<{ action: string }>(
      "select action from audit_log where target_type = 'user' and target_id = $1",
      [before.id],
    );
    expect(audit.map((a) => a.action)).toContain('user.sso_link');

    // Settings (375 px): how the account signs in; it drops the generated portal password
    // instead of changing it.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${FRONT}/settings`);
    const section = page.getByRole('region', { name: 'How you sign in' });
    await section.getByText('You signed in through University (eduGAIN).').waitFor();
    await section.getByText('This account has a portal password.').waitFor();
    await section.getByRole('button', { name: 'Remove my portal password' }).click();
    await section.getByRole('button', { name: 'Remove password' }).waitFor();
    await shot(page, 'settings-sign-in-375.png');
    await section.getByRole('button', { name: 'Remove password' }).click();
    await section.getByText('Your portal password was removed.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await me(page)).toMatchObject({ inventor: { must_change_password: false } });
    await page.context().close();
  });

  it('signs in through the OIDC provider (created, then reused), and refuses a wrong state', async () => {
    const page = await freshPage();
    await page.goto(`${FRONT}/login`);
    await page.getByRole('link', { name: 'Sign in with Campus ID' }).click();
    await signInAtOp(page, 'ada', 'ada-password');
    await page.waitForURL(`${FRONT}/dashboard`, { timeout: 30_000 });
    expect(await me(page)).toMatchObject({
      email: 'ada.lovelace@campus.example.edu',
      sign_in_method: `sso:${OIDC_ID}`,
      inventor: { preferred_name: 'Ada Lovelace', full_name: 'Ada Lovelace' },
    });
    const first = (await me(page)) as { inventor: { id: number } };
    await page.context().close();

    const again = await freshPage();
    await again.goto(`${FRONT}/login`);
    await again.getByRole('link', { name: 'Sign in with Campus ID' }).click();
    await signInAtOp(again, 'ada', 'ada-password');
    await again.waitForURL(`${FRONT}/dashboard`, { timeout: 30_000 });
    expect(((await me(again)) as { inventor: { id: number } }).inventor.id).toBe(first.inventor.id);
    await again.context().close();

    const wrong = await freshPage();
    // The portal's redirect to the OP, with another `state` (the browser keeps the portal's
    // state cookie): the OP sends that state back, and the portal must refuse it. (A redirect
    // the browser follows cannot be intercepted, the first request can.)
    await wrong.route(`**/api/accounts/sso/${OIDC_ID}/login/**`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location);
      location.searchParams.set('state', 'forged-state');
      await route.fulfill({
        response,
        headers: { ...response.headers(), location: location.href },
      });
    });
    await wrong.goto(`${FRONT}/login`);
    await wrong.getByRole('link', { name: 'Sign in with Campus ID' }).click();
    await signInAtOp(wrong, 'ada', 'ada-password');
    await wrong.waitForURL(`${FRONT}/login?sso_error=invalid_response`, { timeout: 30_000 });
    await wrong.getByRole('alert').filter({ hasText: 'could not be completed' }).waitFor();
    await shot(wrong, 'login-sso-error-en.png');
    expect(await me(wrong)).toBeNull();
    expect(await usersWithEmail('ada.lovelace@campus.example.edu')).toHaveLength(1);
    await wrong.context().close();
  });

  it('finishes on instance B a sign-in started on instance A (A stopped in between)', async () => {
    const page = await freshPage();
    // Started on A itself (its own port), finished through nginx once A is gone.
    await page.goto(
      `http://127.0.0.1:${PORTS.a}/api/accounts/sso/${SAML_ID}/login/?next=/settings`,
    );
    await page.locator('#username').waitFor();
    await stopChild(instances.a?.process);
    await signInAtSimpleSaml(page, 'officer', 'officer-password');
    await page.waitForURL(`${FRONT}/settings`, { timeout: 30_000 });
    expect(await me(page)).toMatchObject({ email: 'officer@uni.example.edu', role: 'office' });
    await page.context().close();

    const oidc = await freshPage();
    await oidc.goto(`http://127.0.0.1:${PORTS.b}/api/accounts/sso/${OIDC_ID}/login/`);
    await signInAtOp(oidc, 'grace', 'grace-password');
    await oidc.waitForURL((url) => url.origin === FRONT && !url.pathname.startsWith('/login'), {
      timeout: 30_000,
    });
    expect(await me(oidc)).toMatchObject({ email: 'grace.hopper@campus.example.edu' });
    await oidc.context().close();
  });
});
