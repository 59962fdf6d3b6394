import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const CHILD_MANAGER_PASSWORD = 'faults-manager-shared-password';

export interface ChildServer {
  baseUrl: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the real server (`tsx server/src/server.ts`, production mode, no demo data) and waits for health. */
export async function startChild(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    MANAGER_SHARED_PASSWORD: CHILD_MANAGER_PASSWORD,
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'DATABASE_URL_TEST'])
    if (!env[key]) delete childEnv[key];
  // `node --import tsx` rather than the tsx wrapper: signals reach the server process itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'src', 'server.ts')],
    {
      cwd: REPO_ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok)
        return { baseUrl, process: child, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy in 60 s:\n${output.join('')}`);
}

/** A fetch client that keeps the session and CSRF cookies and sends the CSRF header. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  csrfToken(): string {
    return this.cookies.get('csrftoken') ?? '';
  }

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('csrftoken'))
      await this.request('GET', '/api/health');
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    let payload: string | FormData | undefined;
    if (method !== 'GET') headers['x-csrftoken'] = this.csrfToken();
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${url}`, { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line))
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** Creates an account with the manager password and signs in with it. */
  async signUpAndIn(email: string): Promise<void> {
    const created = await this.request('POST', '/api/accounts/create-account/', {
      shared_password: CHILD_MANAGER_PASSWORD,
      inventor: { preferred_name: 'Fault Tester', email, affiliation: 'CIE' },
    });
    if (created.status !== 201)
      throw new Error(`create-account: ${created.status} ${await created.text()}`);
    const { credentials } = (await created.json()) as {
      credentials: { email: string; password: string };
    };
    await this.signIn(credentials.email, credentials.password);
    // A generated password must be changed before any other signed-in route answers.
    const changed = await this.request('POST', '/api/accounts/change-password/', {
      old_password: credentials.password,
      new_password: `${email}-chosen-passphrase-42`,
    });
    if (changed.status !== 200)
      throw new Error(`change-password: ${changed.status} ${await changed.text()}`);
  }

  async signIn(email: string, password: string): Promise<void> {
    const res = await this.request('POST', '/api/accounts/login/', { email, password });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  }
}
