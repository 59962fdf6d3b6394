import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The test OpenID Provider (scripts/sso/oidc-provider.mjs: the `oidc-provider` package with test
 * accounts), started as a child process, and a way to sign in at it over HTTP as a browser does.
 */
const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'scripts', 'sso', 'oidc-provider.mjs');

export interface TestOp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

export interface OpAccount {
  password: string;
  email: string;
  email_verified: boolean;
  name: string;
  groups?: string[];
}

export async function startTestOp(
  redirectUris: string[],
  accounts?: Record<string, OpAccount>,
): Promise<TestOp> {
  const clientId = 'inventor-portal';
  const clientSecret = 'inventor-portal-secret';
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      OIDC_PORT: '0',
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URIS: JSON.stringify(redirectUris),
      ...(accounts ? { OIDC_ACCOUNTS: JSON.stringify(accounts) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`test OP did not start: ${output}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /\{"issuer":"([^"]+)"\}/.exec(output);
      if (line) {
        clearTimeout(timer);
        resolve(line[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`test OP exited (${code}): ${output}`));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser's cookie jar for one origin, over fetch with manual redirects. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return res;
  }
}

/**
 * Follows the portal's redirect to the provider, signs in with `login`/`password` on its form,
 * and answers the URL the provider sends the browser back to (the portal's callback).
 */
export async function signInAtOp(
  authorizeUrl: string,
  login: string,
  password: string,
): Promise<URL> {
  const browser = new Browser();
  let url = authorizeUrl;
  let posted = false;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await browser.request(url);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizeUrl).origin)) return next;
      url = next.href;
      continue;
    }
    if (res.status !== 200 || posted)
      throw new Error(`OP answered ${res.status}: ${await res.text()}`);
    const page = await res.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no login form: ${page}`);
    const post = await browser.request(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    });
    posted = true;
    const after = post.headers.get('location');
    if (!after) throw new Error(`login refused: ${post.status} ${await post.text()}`);
    url = new URL(after, url).href;
  }
  throw new Error('too many redirects at the OP');
}
