import { DEFAULT_TIME_ZONE, isTimeZone } from '@inventor-portal/shared/schemas';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  parseSsoProviders,
  SsoConfigError,
  type SsoProviderConfig,
} from './modules/sso/sso-config';

/** A duration in milliseconds, 1 s to 1 h: 0 ("never") is refused, it is what the timeouts exist against. */
const timeoutMs = (fallback: number) =>
  z.coerce.number().int().min(1000).max(3_600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  MANAGER_SHARED_PASSWORD: z
    .string()
    .min(8, 'MANAGER_SHARED_PASSWORD must be at least 8 characters')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Inventor Portal <no-reply@inventor-portal.local>'),
  /**
   * The coalescing window of event mails (mail/coalesce.ts): the first event mail of one person on
   * one ticket goes at once, the later ones within the window as one mail. 0 sends each at once.
   */
  MAIL_COALESCE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** Writes that send mail (comments, tickets, declines, assignments) per account per 10 minutes. */
  MAIL_WRITES_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(30),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL').optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  REMOTES_JSON: z.string().optional(),
  STATIC_ROOT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The office's calendar: "today" of disclosure deadlines and reminders (an IANA zone). */
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris or UTC')
    .default(DEFAULT_TIME_ZONE),
  SIGNUP_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  ALLOWED_HOSTS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REQUEST_TIMEOUT_MS: timeoutMs(120_000),
  HEADERS_TIMEOUT_MS: timeoutMs(30_000),
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs(72_000),
  CONNECTION_TIMEOUT_MS: timeoutMs(120_000),
  /** Campus sign-in providers: inline JSON or a file path (modules/sso/sso-config.ts). */
  SSO_PROVIDERS: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  managerSharedPassword: string;
  /** True when the manager password was generated at this start (so it is printed once). */
  managerPasswordGenerated: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_COALESCE_SECONDS in milliseconds (0: no window). */
  mailCoalesceMs: number;
  /** MAIL_WRITES_PER_10_MINUTES: the mail-sending writes an account may make per 10 minutes. */
  mailingWriteLimit: number;
  publicUrl: string;
  secureCookies: boolean;
  secretKey: string;
  remotesJson: string | undefined;
  /** Folder holding host/, remote-tickets/ ... builds; defaults to the repository root. */
  staticRoot: string;
  logLevel: string;
  /** TIME_ZONE: the office's calendar day is "today" for deadlines and reminders. */
  timeZone: string;
  /** Origins allowed on unsafe requests besides PUBLIC_URL's and the request's own host. */
  trustedOrigins: string[];
  /**
   * Host header values the server answers besides the loopback names (plugins/app/origin-check.ts):
   * PUBLIC_URL's host and ALLOWED_HOSTS (comma-separated `host` or `host:port`, `*` = any).
   */
  allowedHosts: string[];
  /**
   * Fastify's `trustProxy`: which hops may set X-Forwarded-For, so `request.ip` (the key of every
   * IP rate limit) cannot be chosen by the client. false = the socket address, always.
   */
  trustProxy: TrustProxy;
  /** Transport limits against slow or endless clients (milliseconds). */
  timeouts: {
    request: number;
    headers: number;
    keepAlive: number;
    connection: number;
  };
  /** SSO_PROVIDERS, checked: the campus identity providers (none when unset). */
  ssoProviders: SsoProviderConfig[];
}

/** false, a hop count, or proxy addresses / CIDR ranges (and proxy-addr's names such as `loopback`). */
export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

/** Reads (or creates once) a secret file in DATA_DIR, so restarts keep the same value. */
function persistentSecret(dataDir: string, fileName: string, bytes: number): string {
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** TRUSTED_ORIGINS: comma-separated absolute URLs, each reduced to its origin. */
function parseTrustedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return new URL(item).origin;
      } catch {
        throw new ConfigError(
          `Invalid configuration:\n  TRUSTED_ORIGINS: ${item} is not an absolute URL`,
        );
      }
    });
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset trusts nobody (a client cannot pick its address with X-Forwarded-For);
 * a hop count trusts that many proxies in front of the server; a comma-separated list trusts
 * only those proxy addresses. `true` (trust every hop) is refused on purpose.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops;
  } else {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length > 0 && items.every(isProxyAddress)) return items;
  }
  throw new ConfigError(
    `Invalid configuration:\n  TRUST_PROXY: ${text} is neither a hop count (1-10) nor a comma-separated list of proxy addresses or CIDR ranges`,
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.MANAGER_SHARED_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\n  MANAGER_SHARED_PASSWORD: required in production (it guards /create-account)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const generated = !e.MANAGER_SHARED_PASSWORD;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS',
    );
  }
  let ssoProviders: SsoProviderConfig[];
  try {
    ssoProviders = parseSsoProviders(e.SSO_PROVIDERS);
  } catch (err) {
    if (err instanceof SsoConfigError)
      throw new ConfigError(`Invalid configuration:\n  ${err.message.split('\n').join('\n  ')}`);
    throw err;
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production nobody else on the network should reach a development server (and its
    // demo logins); a container in production listens on every interface.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    managerSharedPassword:
      e.MANAGER_SHARED_PASSWORD ?? persistentSecret(dataDir, 'manager-password', 12),
    managerPasswordGenerated: generated,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailCoalesceMs: e.MAIL_COALESCE_SECONDS * 1000,
    mailingWriteLimit: e.MAIL_WRITES_PER_10_MINUTES,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    secretKey: e.SECRET_KEY ?? persistentSecret(dataDir, 'secret-key', 48),
    remotesJson: e.REMOTES_JSON,
    staticRoot: path.resolve(e.STATIC_ROOT ?? path.join(__dirname, '..', '..')),
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    trustedOrigins: [new URL(publicUrl).origin, ...parseTrustedOrigins(e.TRUSTED_ORIGINS)],
    allowedHosts: [
      new URL(publicUrl).host.toLowerCase(),
      ...(e.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()),
    ].filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    timeouts: {
      request: e.REQUEST_TIMEOUT_MS,
      headers: e.HEADERS_TIMEOUT_MS,
      keepAlive: e.KEEP_ALIVE_TIMEOUT_MS,
      connection: e.CONNECTION_TIMEOUT_MS,
    },
    ssoProviders,
  };
}
