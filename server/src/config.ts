import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  MANAGER_SHARED_PASSWORD: z.string().min(8, 'MANAGER_SHARED_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Inventor Portal <no-reply@inventor-portal.local>'),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL').optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  REMOTES_JSON: z.string().optional(),
  STATIC_ROOT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNUP_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
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
  publicUrl: string;
  secureCookies: boolean;
  secretKey: string;
  remotesJson: string | undefined;
  /** Folder holding host/, remote-tickets/ ... builds; defaults to the repository root. */
  staticRoot: string;
  logLevel: string;
  /** Origins allowed on unsafe requests besides PUBLIC_URL's and the request's own host. */
  trustedOrigins: string[];
}

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
        throw new ConfigError(`Invalid configuration:\n  TRUSTED_ORIGINS: ${item} is not an absolute URL`);
      }
    });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    managerSharedPassword:
      e.MANAGER_SHARED_PASSWORD ?? persistentSecret(dataDir, 'manager-password', 12),
    managerPasswordGenerated: generated,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    secretKey: e.SECRET_KEY ?? persistentSecret(dataDir, 'secret-key', 48),
    remotesJson: e.REMOTES_JSON,
    staticRoot: path.resolve(e.STATIC_ROOT ?? path.join(__dirname, '..', '..')),
    logLevel: e.LOG_LEVEL,
    trustedOrigins: [new URL(publicUrl).origin, ...parseTrustedOrigins(e.TRUSTED_ORIGINS)],
  };
}
