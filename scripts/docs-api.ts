/**
 * `npm run docs:api`: writes docs/openapi.json, the OpenAPI document the server generates at
 * /api/docs/openapi.json (server/src/routes/docs.ts), from an app built on a temporary SQLite
 * database with the production configuration, so the snapshot is what production serves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { OPENAPI_PATH } from '../server/src/routes/docs';

const OUTPUT = path.join(__dirname, '..', 'docs', 'openapi.json');

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-docs-'));
  try {
    // The document's `servers` entry is PUBLIC_URL's default (http://localhost:8080), whatever
    // the caller's environment says.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      MANAGER_SHARED_PASSWORD: 'docs-only',
      LOG_LEVEL: 'silent',
    });
    const database = createDatabase({ dataDir });
    await migrateToLatest(database);
    const app = await buildApp({ config, database, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
      if (response.statusCode !== 200)
        throw new Error(`GET ${OPENAPI_PATH} answered ${response.statusCode}: ${response.body}`);
      const document: unknown = response.json();
      fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
      fs.writeFileSync(OUTPUT, `${JSON.stringify(document, null, 2)}\n`);
      console.log(`wrote ${path.relative(process.cwd(), OUTPUT)}`);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
