/**
 * Bulk seed of a fresh SQLite DATA_DIR for the API benchmark (run: node --import tsx bench/seed.ts DIR).
 * The schema comes from the real migrations; rows go in with prepared better-sqlite3 statements,
 * one transaction per table. Prints one JSON line: row counts, timings and the bench login.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/lib/passwords';
import { buildSearchText } from '../server/src/repositories/inventor.repository';
import { patentSearchText } from '../server/src/repositories/patent.repository';
import { BENCH_LOGIN, BENCH_OFFICE_LOGIN, SIZES } from './seed-plan.mjs';

const FIRST = [
  'Ali',
  'Amina',
  'Youssef',
  'Salma',
  'Khalil',
  'Natalia',
  'Omar',
  'Leila',
  'Karim',
  'Alice',
  'Hamza',
  'Sara',
  'Mehdi',
  'Nadia',
  'Rachid',
  'Imane',
];
const LAST = [
  'Benali',
  'El Idrissi',
  'Tazi',
  'Alaoui',
  'Berrada',
  'Chraibi',
  'Fassi',
  'Kettani',
  'Lahlou',
  'Squalli',
  'Bennani',
  'Ziani',
];
const STATUSES = ['approved', 'pending', 'refused'];
const SECTORS = ['Energy', 'Health', 'Agriculture', 'Water', 'Materials', 'ICT', 'Construction'];
const WORDS = [
  'solar',
  'membrane',
  'sensor',
  'irrigation',
  'catalyst',
  'biopolymer',
  'desalination',
  'battery',
  'vaccine',
  'concrete',
  'drone',
  'enzyme',
];

/** Small deterministic PRNG (mulberry32) so every run seeds the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const timings: Record<string, number> = {};
function timed<T>(name: string, fn: () => T): T {
  const start = performance.now();
  const out = fn();
  timings[name] = Math.round(performance.now() - start);
  return out;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: seed.ts DATA_DIR');
  fs.rmSync(dir, { recursive: true, force: true });
  const total = performance.now();
  const handle = createDatabase({ dataDir: dir });
  await migrateToLatest(handle);
  await handle.db.destroy();
  const passwordHash = await hashPassword(BENCH_LOGIN.password);
  const officePasswordHash = await hashPassword(BENCH_OFFICE_LOGIN.password);

  const db = new Database(path.join(dir, 'portal.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const rnd = random(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const names: string[] = [''];

  timed('inventors', () => {
    const insert = db.prepare(
      'insert into inventors (id, preferred_name, full_name, email, phone, affiliation_id, orcid, image, search_text, created_at) values (?, ?, ?, ?, ?, ?, ?, null, ?, ?)',
    );
    db.transaction(() => {
      for (let id = 1; id <= SIZES.inventors; id += 1) {
        const name = id === 1 ? 'Bench Inventor' : `${pick(FIRST)} ${pick(LAST)} ${id}`;
        names.push(name);
        insert.run(
          id,
          name,
          name,
          id === 1 ? BENCH_LOGIN.email : `inventor${id}@bench.example.org`,
          null,
          (id % 2) + 1,
          null,
          buildSearchText([name]),
          iso(int(0, 1500)),
        );
      }
    })();
    db.prepare(
      'insert into users (email, password_hash, inventor_id, must_change_password, created_at) values (?, ?, 1, 0, ?)',
    ).run(BENCH_LOGIN.email, passwordHash, iso(900));
    db.prepare(
      "insert into users (email, password_hash, inventor_id, must_change_password, created_at, role, name) values (?, ?, null, 0, ?, 'office', 'Bench Office')",
    ).run(BENCH_OFFICE_LOGIN.email, officePasswordHash, iso(900));
  });

  timed('patents', () => {
    const insert = db.prepare(
      `insert into patents (id, title, deposit_number, deposit_document, deposit_date, research_report_document, research_report_result,
        research_report_date, delivery_document, delivery_date, status, trl_level, crl_level, abstract, contract_type, sector, nature,
        affiliation, search_text, created_at) values (?, ?, ?, ?, ?, null, ?, ?, null, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const link = db.prepare(
      'insert into patent_inventors (patent_id, inventor_id, position) values (?, ?, ?)',
    );
    const schema = db.prepare(
      'insert into patent_schemas (patent_id, url, position) values (?, ?, 0)',
    );
    const benchEvery = Math.floor(SIZES.patents / SIZES.benchPatents);
    db.transaction(() => {
      for (let id = 1; id <= SIZES.patents; id += 1) {
        const title = `${pick(WORDS)} ${pick(WORDS)} system ${id}`;
        const team = new Set<number>(id % benchEvery === 0 ? [1] : []);
        const size = int(1, 4);
        while (team.size < size) team.add(int(2, SIZES.inventors));
        const number = `BN-${String(id).padStart(6, '0')}`;
        const day = int(100, 3000);
        insert.run(
          id,
          title,
          number,
          `https://docs.example.org/${number}.pdf`,
          iso(day).slice(0, 10),
          'Favourable',
          iso(day - 60).slice(0, 10),
          pick(STATUSES),
          int(1, 9),
          int(0, 8),
          `${title}: a practical low-cost embodiment.`,
          'Licence',
          pick(SECTORS),
          'Invention patent',
          id % 2 ? 'CIE' : 'UIR',
          patentSearchText([title, ...[...team].map((i) => names[i])]),
          iso(day),
        );
        [...team].forEach((inventor, position) => link.run(id, inventor, position));
        if (id % 3 === 0) schema.run(id, `https://docs.example.org/${number}/schema.png`);
      }
    })();
  });

  timed('tickets', () => {
    const insert = db.prepare(
      `insert into tickets (id, title, summary, context, problem_identification, drawing, status, meeting_date, is_draft, submitter_id,
        created_at, updated_at) values (?, ?, ?, ?, ?, null, ?, null, ?, ?, ?, ?)`,
    );
    const link = db.prepare(
      'insert into ticket_inventors (ticket_id, inventor_id, position) values (?, ?, ?)',
    );
    const coApp = db.prepare(
      'insert into ticket_co_applications (ticket_id, value, position) values (?, ?, 0)',
    );
    const benchEvery = Math.floor(SIZES.tickets / SIZES.benchTickets);
    db.transaction(() => {
      for (let id = 1; id <= SIZES.tickets; id += 1) {
        const submitter = id % benchEvery === 0 ? 1 : int(2, SIZES.inventors);
        const team = new Set<number>([submitter]);
        const size = int(1, 3);
        while (team.size < size) team.add(int(2, SIZES.inventors));
        const created = iso(int(0, 700));
        insert.run(
          id,
          `Ticket ${id}: ${pick(WORDS)} idea`,
          'A short summary of the invention.',
          'Context of the work.',
          'The problem it solves.',
          pick(STATUSES),
          id % 10 === 0 ? 1 : 0,
          submitter,
          created,
          created,
        );
        [...team].forEach((inventor, position) => link.run(id, inventor, position));
        if (id % 4 === 0) coApp.run(id, 'Partner University');
      }
    })();
  });

  timed('notifications', () => {
    const insert = db.prepare(
      'insert into notifications (inventor_id, message, is_read, created_at) values (?, ?, ?, ?)',
    );
    const activity = db.prepare(
      'insert into activity_logs (inventor_id, activity_type, action, created_at) values (?, ?, ?, ?)',
    );
    db.transaction(() => {
      for (let i = 0; i < SIZES.otherNotifications; i += 1)
        insert.run(int(2, SIZES.inventors), `Ticket ${i} was updated.`, i % 2, iso(int(0, 300)));
      for (let i = 0; i < SIZES.benchNotifications; i += 1) {
        insert.run(
          1,
          `Your ticket ${i} is now approved.`,
          i % 3 === 0 ? 0 : 1,
          iso(SIZES.benchNotifications - i),
        );
        activity.run(1, 'ticket', `Updated ticket ${i}`, iso(SIZES.benchNotifications - i));
      }
    })();
  });

  // No ANALYZE: the server's own database never gets one, so neither does the bench copy.
  db.close();
  const counts = { ...SIZES };
  process.stdout.write(
    `${JSON.stringify({ totalMs: Math.round(performance.now() - total), timings, counts })}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`seed failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
