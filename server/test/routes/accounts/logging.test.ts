import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, LOG_REDACT } from '@server/app';
import { loadConfig } from '@server/config';
import { createDatabase } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { TestClient } from '../../helpers/client';
import { MANAGER_PASSWORD } from '../../helpers/test-app';

describe('accounts: what the logs hold (SQLite, trace level)', () => {
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
      logger: { level: 'trace', redact: LOG_REDACT, stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('never logs passwords, reset tokens or session cookies', async () => {
    const email = 'logged@example.org';
    const created = await new TestClient(app).post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
      inventor: { email, preferred_name: 'Log Person', affiliation: 'CIE' },
    });
    expect(created.statusCode).toBe(201);
    const { password } = created.json().credentials as { password: string };
    const client = new TestClient(app);
    await client.login(email, password);
    const session = client.cookies.get('sessionid') ?? '';
    await client.post('/api/accounts/login/', { email, password: 'wrong-guess-123' });
    await client.post('/api/accounts/change-password/', {
      old_password: password,
      new_password: 'changed-Secret-55',
    });
    await client.post('/api/accounts/reset-password/', { email });
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('text_body', 'like', '%reset-password/%')
      .executeTakeFirstOrThrow();
    const token = /reset-password\/[^/\s]+\/([^/\s]+)/.exec(mail.text_body)?.[1] ?? '';
    expect(token).not.toBe('');
    const reset = await client.post(
      `/api/accounts/reset-password-confirm/${/reset-password\/([^/\s]+)\//.exec(mail.text_body)?.[1]}/${token}/`,
      {
        new_password: 'after-reset-Secret-66',
      },
    );
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [
      password,
      'wrong-guess-123',
      'changed-Secret-55',
      'after-reset-Secret-66',
      token,
      session,
      MANAGER_PASSWORD,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
