import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_LOGIN, DEMO_OFFICE } from '../../src/cli/seed-demo';
import { loadConfig } from '../../src/config';
import { seedDemoIfEmpty } from '../../src/startup/demo-seed';
import { createTestApp, DIALECTS } from '../helpers/test-app';

const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-defaults-'));
const env = (extra: Record<string, string>) => ({
  DATA_DIR,
  MANAGER_SHARED_PASSWORD: 'manager-shared-secret',
  SECRET_KEY: 'k'.repeat(32),
  ...extra,
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

describe('development defaults that cannot leak', () => {
  it('listens on 127.0.0.1 by default outside production (NODE_ENV unset, development, test)', () => {
    expect(loadConfig(env({})).host).toBe('127.0.0.1');
    expect(loadConfig(env({ NODE_ENV: 'development' })).host).toBe('127.0.0.1');
    expect(loadConfig(env({ NODE_ENV: 'test' })).host).toBe('127.0.0.1');
  });

  it('listens on every interface by default in production, and wherever HOST says otherwise', () => {
    expect(loadConfig(env({ NODE_ENV: 'production' })).host).toBe('0.0.0.0');
    expect(loadConfig(env({ HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
    expect(loadConfig(env({ NODE_ENV: 'production', HOST: '10.0.0.5' })).host).toBe('10.0.0.5');
  });

  it('has request, header, connection and keep-alive timeouts by default, and refuses "never"', () => {
    expect(loadConfig(env({})).timeouts).toEqual({
      request: 120_000,
      headers: 30_000,
      keepAlive: 72_000,
      connection: 120_000,
    });
    expect(
      loadConfig(env({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000' })).timeouts,
    ).toMatchObject({ request: 5000, headers: 2000 });
    expect(() => loadConfig(env({ REQUEST_TIMEOUT_MS: '0' }))).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() =>
      loadConfig(env({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })),
    ).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

describe.each(DIALECTS)('the demo seed at start [%s]', (dialect) => {
  it('is never loaded in production, even on an empty database', async () => {
    const ctx = await createTestApp(dialect);
    try {
      const uploads = ctx.app.uploads;
      expect(
        await seedDemoIfEmpty(
          { env: 'production', secretKey: ctx.config.secretKey },
          ctx.app.db,
          uploads,
        ),
      ).toBeNull();
      expect(await ctx.app.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(fs.existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(false);
    } finally {
      await ctx.close();
    }
  });

  it('adds the demo office account to a demo database seeded before it existed', async () => {
    const ctx = await createTestApp(dialect);
    try {
      const config = { env: 'development' as const, secretKey: ctx.config.secretKey };
      await seedDemoIfEmpty(config, ctx.app.db, ctx.app.uploads);
      await ctx.app.db.deleteFrom('users').where('email', '=', DEMO_OFFICE.email).execute();
      expect(await seedDemoIfEmpty(config, ctx.app.db, ctx.app.uploads)).toEqual(DEMO_LOGIN);
      const office = await ctx.app.db
        .selectFrom('users')
        .select(['role', 'must_change_password'])
        .where('email', '=', DEMO_OFFICE.email)
        .executeTakeFirst();
      expect(office).toEqual({ role: 'office', must_change_password: 0 });
    } finally {
      await ctx.close();
    }
  });

  it('is loaded on an empty database outside production (the newcomer path), once', async () => {
    const ctx = await createTestApp(dialect);
    try {
      const uploads = ctx.app.uploads;
      expect(
        await seedDemoIfEmpty(
          { env: 'development', secretKey: ctx.config.secretKey },
          ctx.app.db,
          uploads,
        ),
      ).toEqual(DEMO_LOGIN);
      const users = await ctx.app.db.selectFrom('users').select('email').execute();
      expect(users.map((u) => u.email)).toContain(DEMO_LOGIN.email);
      expect(
        await seedDemoIfEmpty(
          { env: 'development', secretKey: ctx.config.secretKey },
          ctx.app.db,
          uploads,
        ),
      ).toEqual(DEMO_LOGIN);
      expect(await ctx.app.db.selectFrom('users').select('email').execute()).toHaveLength(
        users.length,
      );
    } finally {
      await ctx.close();
    }
  });
});
