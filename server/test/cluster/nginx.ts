import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../faults/child-server';
import { sleep } from './harness';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const RECIPE = path.join(REPO_ROOT, 'deploy', 'nginx.conf');

export interface RecipeOptions {
  /** Where the instances listen, in the place of the recipe's 127.0.0.1:8081 and :8082. */
  upstreams: string[];
  /** Plain HTTP port (the recipe's `listen 80`), on 127.0.0.1. */
  httpPort: number;
  /** With TLS: the recipe's `# tls:` lines on, on this port with this certificate. */
  tls?: { port: number; certificate: string; key: string };
}

/** Replaces `from` (which must be in the recipe: a changed recipe fails loudly, not silently). */
function substitute(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
  return text.replace(from, to);
}

/**
 * deploy/nginx.conf as the suite runs it: the same file, its ports, addresses and certificate
 * paths substituted, and nothing else.
 */
export function recipeFor(options: RecipeOptions): string {
  let text = fs.readFileSync(RECIPE, 'utf8');
  const upstreams = options.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`);
  text = substitute(
    text,
    /^ {4}server 127\.0\.0\.1:8081 [^\n]*\n {4}server 127\.0\.0\.1:8082 [^\n]*$/m,
    upstreams.join('\n'),
  );
  text = substitute(text, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${options.httpPort};`);
  text = substitute(text, /^ {4}listen \[::\]:80;\n/m, '');
  if (options.tls) {
    const { port, certificate, key } = options.tls;
    text = substitute(text, /^( *)# tls: /gm, '$1');
    text = substitute(
      text,
      /^ {4}listen 443 ssl http2;$/m,
      `    listen 127.0.0.1:${port} ssl http2;`,
    );
    text = substitute(text, /^ {4}listen \[::\]:443 ssl http2;\n/m, '');
    text = substitute(text, /ssl_certificate \S+;/, `ssl_certificate ${certificate};`);
    text = substitute(text, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  }
  return text;
}

/**
 * The main configuration Debian's /etc/nginx/nginx.conf plays around a site file: logs and
 * temporary files under `prefix`, the current user (root here: a root master would otherwise
 * hand the workers to `nobody`, who cannot write the temporary files under a private folder).
 */
function mainConfig(prefix: string, site: string): string {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${site};
}
`;
}

export interface RunningNginx {
  process: ChildProcess;
  output: string[];
  stop: () => Promise<void>;
}

/**
 * Runs nginx in the foreground on `site` (a recipe from recipeFor) with everything under
 * `prefix`: `nginx -p <prefix> -c <prefix>/nginx.conf -g 'daemon off; pid ...;'`. It never
 * touches /etc/nginx, /var/log/nginx or port 80.
 */
export async function startNginx(
  prefix: string,
  site: string,
  port: number,
): Promise<RunningNginx> {
  fs.mkdirSync(prefix, { recursive: true });
  const sitePath = path.join(prefix, 'inventor-portal.conf');
  fs.writeFileSync(sitePath, site);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix, sitePath));
  const args = [
    '-e',
    path.join(prefix, 'error.log'),
    '-p',
    prefix,
    '-c',
    path.join(prefix, 'nginx.conf'),
  ];
  const check = spawnSync(NGINX, [...args, '-t', '-g', `pid ${prefix}/nginx.pid;`], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t refused the recipe:\n${check.stderr}`);
  const child = spawn(NGINX, [...args, '-g', `daemon off; pid ${prefix}/nginx.pid;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output.join('')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(1_000),
      });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx not listening:\n${output.join('')}`);
      }
      await sleep(100);
    }
  }
  return { process: child, output, stop };
}

/** A self-signed certificate for 127.0.0.1 (openssl), for the TLS variant of the recipe. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'portal.crt');
  const key = path.join(dir, 'portal.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return { certificate, key };
}
