import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { createTestApp, DIALECTS, type TestContext } from '../helpers/test-app';

const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-config-'));
const BASE_ENV = {
  NODE_ENV: 'test',
  DATA_DIR,
  MANAGER_SHARED_PASSWORD: 'manager-shared-secret',
  SECRET_KEY: 'k'.repeat(32),
};
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

/** 30 wrong logins for one account, each claiming another client address in X-Forwarded-For. */
async function rotatingWrongLogins(ctx: TestContext, email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const client = new TestClient(ctx.app, '192.0.2.10');
    const res = await client.request('POST', '/api/accounts/login/', {
      json: { email, password: `wrong-guess-${i}` },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe.each(DIALECTS)('client address: TRUST_PROXY [%s]', (dialect) => {
  it('with TRUST_PROXY unset, 30 wrong logins with 30 different X-Forwarded-For headers still end in 429', async () => {
    const ctx = await createTestApp(dialect);
    try {
      const user = await createUser(ctx.app.db);
      const statuses = await rotatingWrongLogins(ctx, user.email);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    } finally {
      await ctx.close();
    }
  });

  it('with TRUST_PROXY=1, the address the one trusted proxy forwards is the client address', async () => {
    const ctx = await createTestApp(dialect, { env: { TRUST_PROXY: '1' } });
    try {
      const user = await createUser(ctx.app.db);
      const statuses = await rotatingWrongLogins(ctx, user.email);
      // Each forwarded address has its own email+IP counter: none of them reaches 10.
      expect(statuses).toEqual(Array(30).fill(400));
    } finally {
      await ctx.close();
    }
  });
});

describe('TRUST_PROXY parsing', () => {
  it('trusts nobody when unset, empty, 0 or false', () => {
    expect(loadConfig(BASE_ENV).trustProxy).toBe(false);
    for (const value of ['', '0', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ ...BASE_ENV, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses, CIDR ranges and proxy-addr range names', () => {
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // A trailing comma is harmless: the empty item is dropped.
    expect(parseTrustProxy('10.0.0.1,')).toEqual(['10.0.0.1']);
  });

  it.each(['true', 'yes', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '::1/129'])(
    'refuses %j with a message naming TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ ...BASE_ENV, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...BASE_ENV, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
