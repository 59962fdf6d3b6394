/**
 * The server side of sse-bench.ts, run as a child process (`node --import tsx --expose-gc`):
 * builds the real app on a fresh database, seeds the accounts the bench needs (one office
 * account, STREAMS inventors with sessions, one ticket), listens, prints what the bench needs as
 * one JSON line, and answers `mem` messages with its memory after a full GC.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { nowIso } from '../../src/lib/time';
import { createSession } from '@server/modules/accounts/session.repository';

export interface BenchServerInfo {
  port: number;
  officeSession: string;
  inventorSessions: string[];
  ticketId: number;
}

const STREAMS = Number(process.env.SSE_BENCH_STREAMS ?? 1000);
const SEED = process.env.SSE_BENCH_SEED === '1';
const databaseUrl = process.env.SSE_BENCH_DATABASE_URL;
const pgSchema = process.env.SSE_BENCH_SCHEMA;

async function main(): Promise<void> {
  const dataDir =
    process.env.SSE_BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sse-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    MANAGER_SHARED_PASSWORD: 'sse-bench-only',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = createDatabase({ databaseUrl, dataDir, pgSchema });
  await migrateToLatest(database);
  const { db } = database;
  let info: Omit<BenchServerInfo, 'port'> = {
    officeSession: '',
    inventorSessions: [],
    ticketId: 0,
  };
  if (SEED) {
    const now = nowIso();
    const office = await db
      .insertInto('users')
      .values({
        email: 'office@bench.local',
        name: 'Bench Office',
        password_hash: 'not-a-login',
        inventor_id: null,
        role: 'office',
        must_change_password: 0,
        two_factor_enabled_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inventorSessions: string[] = [];
    let firstInventor = 0;
    for (let i = 0; i < STREAMS; i += 1) {
      const inventor = await db
        .insertInto('inventors')
        .values({ preferred_name: `Bench ${i}`, search_text: `bench ${i}`, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      firstInventor ||= inventor.id;
      const user = await db
        .insertInto('users')
        .values({
          email: `inventor${i}@bench.local`,
          password_hash: 'not-a-login',
          inventor_id: inventor.id,
          must_change_password: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inventorSessions.push(await createSession(db, user.id));
    }
    const ticket = await db
      .insertInto('tickets')
      .values({
        title: 'Bench ticket',
        summary: 's',
        context: 'c',
        problem_identification: 'p',
        drawing: null,
        status: 'pending',
        meeting_date: null,
        is_draft: 0,
        submitter_id: firstInventor,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ticket_inventors')
      .values({ ticket_id: ticket.id, inventor_id: firstInventor, position: 0 })
      .execute();
    info = {
      officeSession: await createSession(db, office.id),
      inventorSessions,
      ticketId: ticket.id,
    };
  }
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: Number(process.env.SSE_BENCH_PORT ?? 0), host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  process.stdout.write(`${JSON.stringify({ port, ...info })}\n`);

  process.on('message', (message) => {
    if (message === 'mem') {
      const collect = (globalThis as { gc?: () => void }).gc;
      collect?.();
      collect?.();
      const usage = process.memoryUsage();
      process.send?.({ rss: usage.rss, heapUsed: usage.heapUsed, streams: app.liveBus.size });
    } else if (message === 'stop') {
      void app.close().then(() => process.exit(0));
    }
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
