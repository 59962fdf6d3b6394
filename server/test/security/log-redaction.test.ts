import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, LOG_REDACT } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { redactUrl } from '../../src/lib/log-redaction';
import { encodeUid, makeResetToken } from '../../src/lib/reset-token';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { MANAGER_PASSWORD } from '../helpers/test-app';

describe('reset links in request logs', () => {
  it.each([
    ['/reset-password/MTI/mf1x2-abcDEF_123/', '/reset-password/[redacted]/[redacted]/'],
    ['/reset-password/MTI/mf1x2-abcDEF_123', '/reset-password/[redacted]/[redacted]'],
    [
      '/api/accounts/reset-password-confirm/MTI/mf1x2-abcDEF_123/?x=1',
      '/api/accounts/reset-password-confirm/[redacted]/[redacted]/?x=1',
    ],
    ['/RESET-PASSWORD/MTI/token', '/RESET-PASSWORD/[redacted]/[redacted]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/accounts/reset-password/',
    '/api/accounts/reset-password',
    '/forgot-password',
    '/tickets/12',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('what the request logs hold for reset links (SQLite, info level)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-log-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
      PUBLIC_URL: 'http://portal.test',
    });
    const database = createDatabase({ dataDir });
    await migrateToLatest(database);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      config,
      database,
      logger: { level: 'info', redact: LOG_REDACT, stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('never writes the uid or token of a reset link opened in the browser or posted to the API', async () => {
    const user = await createUser(app.db);
    const stored = await app.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const uid = encodeUid(stored.id);
    const token = makeResetToken(app.config.secretKey, stored);
    const client = new TestClient(app);
    await client.get(`/reset-password/${uid}/${token}`);
    await client.get(`/reset-password/${uid}/${token}/`);
    const confirmed = await client.post(`/api/accounts/reset-password-confirm/${uid}/${token}/`, {
      new_password: 'after-reset-Secret-66',
    });
    expect(confirmed.statusCode).toBe(200);
    // A reused (dead) link is logged at warn or not at all; either way without the token.
    await client.post(`/api/accounts/reset-password-confirm/${uid}/${token}/`, {
      new_password: 'after-reset-Secret-67',
    });

    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password/[redacted]/[redacted]"');
    expect(log).toContain('"url":"/reset-password/[redacted]/[redacted]/"');
    expect(log).not.toContain(token);
    // The signature alone (base64url may itself hold '-', so cut at the first one only).
    expect(log).not.toContain(token.slice(token.indexOf('-') + 1));
    expect(log).not.toContain(`/${uid}/`);
  });
});
