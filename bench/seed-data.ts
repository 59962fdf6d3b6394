/**
 * The rows of the benchmark seed, the same for SQLite and PostgreSQL (bench/seed.ts writes
 * them). Deterministic: one PRNG draws the data of the API benchmark in a fixed order (so the
 * figures stay comparable from run to run), a second one draws issue 21's attestation columns.
 */
import { feedEvent } from '@inventor-portal/shared/events';
import { storedEvent } from '../server/src/lib/feed-events';
import { normalizeSearch } from '../server/src/lib/search-text';
import { answersHash, versionHash } from '../server/src/modules/attestation/attestation.service';
import { buildSearchText } from '../server/src/modules/inventors/inventor.repository';
import { patentSearchText } from '../server/src/modules/patents/patent.repository';
import {
  BENCH_FORM_VERSION,
  benchAnswers,
  benchAnswersRow,
  benchAnswersTable,
  benchFormVersionTable,
} from './seed-questionnaire';
import {
  BENCH_LOGIN,
  BENCH_OFFICE_LOGIN,
  MIXED_FIRST_INVENTOR,
  SIZES,
  inventorEmail,
} from './seed-plan.mjs';

/** How a column is sent to PostgreSQL in bulk (`unnest($n::int4[])`); SQLite needs no type. */
export type ColumnKind = 'int' | 'text';
export type Cell = string | number | null;

export interface SeedTable {
  name: string;
  columns: readonly (readonly [string, ColumnKind])[];
  rows: Cell[][];
  /** The rows carry their `id`: PostgreSQL's serial sequence must be moved past them. */
  explicitIds?: boolean;
}

/** One timed step of the seed: its tables, built when the step runs. */
export interface SeedStep {
  name: string;
  build: () => SeedTable[];
}

export interface PasswordHashes {
  bench: string;
  office: string;
  /** One hash for every mixed-load account (MIXED_PASSWORD). */
  mixed: string;
}

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
const DISCLOSURE_KINDS = ['paper', 'talk', 'thesis', 'poster', 'online'];
const FUNDERS = [
  'National research fund',
  'EU Horizon grant',
  'Industrial partner',
  'University seed fund',
];
/**
 * Days ahead the hourly disclosure-reminder job looks at (30, 14, 7, 1) and the days around them:
 * no seeded date falls there, so no server of the bench sends a burst of reminders mid-run.
 */
const REMINDER_DAYS = new Set([0, 1, 2, 6, 7, 8, 13, 14, 15, 29, 30, 31]);

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

const TICKET_TEXT = {
  summary: 'A short summary of the invention.',
  context: 'Context of the work.',
  problem: 'The problem it solves.',
};

/** The steps of the seed, in order (each reads what the previous ones drew). */
export function seedSteps(hashes: PasswordHashes, now = Date.now()): SeedStep[] {
  const rnd = random(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  // Attestation columns (issue 21): their own PRNG, so the data above stays as it was.
  const att = random(20260121);
  const attInt = (lo: number, hi: number) => lo + Math.floor(att() * (hi - lo + 1));
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const day = (daysAgo: number) => iso(daysAgo).slice(0, 10);
  const names: string[] = [''];
  const mixedLast = MIXED_FIRST_INVENTOR + SIZES.mixedUsers - 1;

  const inventors = (): SeedTable[] => {
    const rows: Cell[][] = [];
    for (let id = 1; id <= SIZES.inventors; id += 1) {
      const name = id === 1 ? 'Bench Inventor' : `${pick(FIRST)} ${pick(LAST)} ${id}`;
      names.push(name);
      rows.push([
        id,
        name,
        name,
        id === 1 ? BENCH_LOGIN.email : inventorEmail(id),
        null,
        (id % 2) + 1,
        null,
        null,
        buildSearchText([name]),
        iso(int(0, 1500)),
      ]);
    }
    const users: Cell[][] = [
      [1, BENCH_LOGIN.email, hashes.bench, 1, 0, iso(900), 'inventor', null],
      [2, BENCH_OFFICE_LOGIN.email, hashes.office, null, 0, iso(900), 'office', 'Bench Office'],
    ];
    for (let inventor = MIXED_FIRST_INVENTOR; inventor <= mixedLast; inventor += 1)
      users.push([
        users.length + 1,
        inventorEmail(inventor),
        hashes.mixed,
        inventor,
        0,
        iso(400),
        'inventor',
        null,
      ]);
    return [
      {
        name: 'inventors',
        explicitIds: true,
        columns: [
          ['id', 'int'],
          ['preferred_name', 'text'],
          ['full_name', 'text'],
          ['email', 'text'],
          ['phone', 'text'],
          ['affiliation_id', 'int'],
          ['orcid', 'text'],
          ['image', 'text'],
          ['search_text', 'text'],
          ['created_at', 'text'],
        ],
        rows,
      },
      {
        name: 'users',
        explicitIds: true,
        columns: [
          ['id', 'int'],
          ['email', 'text'],
          ['password_hash', 'text'],
          ['inventor_id', 'int'],
          ['must_change_password', 'int'],
          ['created_at', 'text'],
          ['role', 'text'],
          ['name', 'text'],
        ],
        rows: users,
      },
    ];
  };

  const patents = (): SeedTable[] => {
    const rows: Cell[][] = [];
    const links: Cell[][] = [];
    const schemas: Cell[][] = [];
    const benchEvery = Math.floor(SIZES.patents / SIZES.benchPatents);
    for (let id = 1; id <= SIZES.patents; id += 1) {
      const title = `${pick(WORDS)} ${pick(WORDS)} system ${id}`;
      const team = new Set<number>(id % benchEvery === 0 ? [1] : []);
      const size = int(1, 4);
      while (team.size < size) team.add(int(2, SIZES.inventors));
      const number = `BN-${String(id).padStart(6, '0')}`;
      const deposited = int(100, 3000);
      rows.push([
        id,
        title,
        number,
        `https://docs.example.org/${number}.pdf`,
        day(deposited),
        null,
        'Favourable',
        day(deposited - 60),
        null,
        null,
        pick(STATUSES),
        int(1, 9),
        int(0, 8),
        `${title}: a practical low-cost embodiment.`,
        'Licence',
        pick(SECTORS),
        'Invention patent',
        id % 2 ? 'CIE' : 'UIR',
        patentSearchText([title, ...[...team].map((i) => names[i])]),
        iso(deposited),
      ]);
      [...team].forEach((inventor, position) => links.push([id, inventor, position]));
      if (id % 3 === 0) schemas.push([id, `https://docs.example.org/${number}/schema.png`, 0]);
    }
    return [
      {
        name: 'patents',
        explicitIds: true,
        columns: [
          ['id', 'int'],
          ['title', 'text'],
          ['deposit_number', 'text'],
          ['deposit_document', 'text'],
          ['deposit_date', 'text'],
          ['research_report_document', 'text'],
          ['research_report_result', 'text'],
          ['research_report_date', 'text'],
          ['delivery_document', 'text'],
          ['delivery_date', 'text'],
          ['status', 'text'],
          ['trl_level', 'int'],
          ['crl_level', 'int'],
          ['abstract', 'text'],
          ['contract_type', 'text'],
          ['sector', 'text'],
          ['nature', 'text'],
          ['affiliation', 'text'],
          ['search_text', 'text'],
          ['created_at', 'text'],
        ],
        rows,
      },
      {
        name: 'patent_inventors',
        columns: [
          ['patent_id', 'int'],
          ['inventor_id', 'int'],
          ['position', 'int'],
        ],
        rows: links,
      },
      {
        name: 'patent_schemas',
        columns: [
          ['patent_id', 'int'],
          ['url', 'text'],
          ['position', 'int'],
        ],
        rows: schemas,
      },
    ];
  };

  /** Whole percentages of `n` inventors adding up to 100, the submitter's the largest. */
  const split = (n: number): number[] => {
    if (n === 1) return [100];
    const weights = Array.from({ length: n }, (_, i) => (i === 0 ? 2 : 1) + att());
    const total = weights.reduce((a, b) => a + b, 0);
    const shares = weights.map((w) => Math.floor((100 * w) / total));
    shares[0] += 100 - shares.reduce((a, b) => a + b, 0);
    return shares;
  };

  /** A day from 300 days ago to 400 days ahead, never one the reminder job would act on. */
  const disclosureDay = (): string => {
    let ahead = attInt(-300, 400);
    while (REMINDER_DAYS.has(ahead)) ahead += 3;
    return day(-ahead);
  };

  const tickets = (): SeedTable[] => {
    const rows: Cell[][] = [];
    const links: Cell[][] = [];
    const coApplications: Cell[][] = [];
    const answerRows: Cell[][] = [];
    const history: Cell[][] = [];
    const benchEvery = Math.floor(SIZES.tickets / SIZES.benchTickets);
    const mixedWanted = SIZES.mixedUsers * SIZES.mixedTickets;
    let mixedGiven = 0;
    for (let id = 1; id <= SIZES.tickets; id += 1) {
      let submitter = id % benchEvery === 0 ? 1 : int(2, SIZES.inventors);
      // The first tickets go to the mixed-load accounts, a few each (the draw above still runs).
      if (submitter !== 1 && mixedGiven < mixedWanted) {
        submitter = MIXED_FIRST_INVENTOR + (mixedGiven % SIZES.mixedUsers);
        mixedGiven += 1;
      }
      const team = new Set<number>([submitter]);
      const size = int(1, 3);
      while (team.size < size) team.add(int(2, SIZES.inventors));
      const ageDays = int(0, 700);
      const created = iso(ageDays);
      const title = `Ticket ${id}: ${pick(WORDS)} idea`;
      const status = pick(STATUSES);
      const isDraft = id % 10 === 0;

      // Issue 21: a split for about half of them, the submitter confirmed at submission, the
      // others confirmed, pending or declined; disclosure and conception dates, funding.
      const inventors = [...team];
      const shares = att() < 0.5 ? split(inventors.length) : null;
      const contributions = shares
        ? inventors.map((inventor, i) => ({ inventor, percent: shares[i] }))
        : [];
      // Issue 30: 20 questions answered on every ticket (seed-questionnaire.ts).
      const answers = benchAnswers(id);
      answerRows.push(benchAnswersRow(id, answers));
      const answersDigest = answersHash(answers);
      const hash = versionHash({
        title,
        summary: TICKET_TEXT.summary,
        context: TICKET_TEXT.context,
        problem_identification: TICKET_TEXT.problem,
        drawing: null,
        inventors,
        contributions,
        answers_hash: answersDigest,
      });
      let unconfirmed = 0;
      inventors.forEach((inventor, position) => {
        const r = position === 0 ? 0 : isDraft ? 1 : att();
        const state = r < 0.6 ? 'confirmed' : r < 0.9 ? 'pending' : 'declined';
        if (state !== 'confirmed') unconfirmed += 1;
        const at =
          state === 'pending'
            ? null
            : position === 0
              ? created
              : iso(Math.max(0, ageDays - attInt(1, 20)));
        links.push([
          id,
          inventor,
          position,
          shares ? shares[position] : null,
          state,
          at,
          state === 'declined' ? 'I did not take part in this invention.' : null,
          state === 'pending' ? null : hash,
        ]);
      });
      const disclosed = att() < 0.15;
      const conceived = att() < 0.3;
      const funded = att() < 0.2;
      rows.push([
        id,
        title,
        TICKET_TEXT.summary,
        TICKET_TEXT.context,
        TICKET_TEXT.problem,
        null,
        status,
        null,
        isDraft ? 1 : 0,
        submitter,
        created,
        created,
        disclosed ? disclosureDay() : null,
        disclosed ? DISCLOSURE_KINDS[attInt(0, DISCLOSURE_KINDS.length - 1)] : null,
        conceived ? day(ageDays + attInt(30, 900)) : null,
        JSON.stringify(funded ? FUNDERS.slice(0, attInt(1, 2)) : []),
        unconfirmed,
        BENCH_FORM_VERSION,
        answersDigest,
        normalizeSearch(title),
      ]);
      if (id % 4 === 0) coApplications.push([id, 'Partner University', 0]);
      // Issue 32: the status history the office analytics read (no random draw: the data above
      // stays as it was). A request for information on a third of the tickets, answered unless
      // the ticket still needs information; a decision 3 to 92 days after submission.
      if (!isDraft) {
        const decidedAfter = Math.min(ageDays, 3 + ((id * 37) % 90));
        if (id % 3 === 1 || status === 'needs_info') {
          history.push([id, 'needs_info', iso(ageDays - Math.min(2, ageDays))]);
          if (status !== 'needs_info')
            history.push([id, 'pending', iso(ageDays - Math.min(decidedAfter, 2 + (id % 5)))]);
        }
        if (status === 'approved' || status === 'refused')
          history.push([id, status, iso(ageDays - decidedAfter)]);
      }
    }
    return [
      benchFormVersionTable(iso(700)),
      {
        name: 'tickets',
        explicitIds: true,
        columns: [
          ['id', 'int'],
          ['title', 'text'],
          ['summary', 'text'],
          ['context', 'text'],
          ['problem_identification', 'text'],
          ['drawing', 'text'],
          ['status', 'text'],
          ['meeting_date', 'text'],
          ['is_draft', 'int'],
          ['submitter_id', 'int'],
          ['created_at', 'text'],
          ['updated_at', 'text'],
          ['public_disclosure_date', 'text'],
          ['public_disclosure_kind', 'text'],
          ['conception_date', 'text'],
          ['funding', 'text'],
          ['unconfirmed_count', 'int'],
          ['form_version', 'int'],
          ['answers_hash', 'text'],
          ['search_text', 'text'],
        ],
        rows,
      },
      benchAnswersTable(answerRows),
      {
        name: 'ticket_inventors',
        columns: [
          ['ticket_id', 'int'],
          ['inventor_id', 'int'],
          ['position', 'int'],
          ['percent', 'int'],
          ['confirmation_state', 'text'],
          ['confirmation_at', 'text'],
          ['decline_reason', 'text'],
          ['confirmed_hash', 'text'],
        ],
        rows: links,
      },
      {
        name: 'ticket_co_applications',
        columns: [
          ['ticket_id', 'int'],
          ['value', 'text'],
          ['position', 'int'],
        ],
        rows: coApplications,
      },
      {
        name: 'ticket_history',
        columns: [
          ['ticket_id', 'int'],
          ['status', 'text'],
          ['created_at', 'text'],
        ],
        rows: history,
      },
    ];
  };

  const notifications = (): SeedTable[] => {
    const rows: Cell[][] = [];
    const activities: Cell[][] = [];
    // Stored as events (server/src/db/migrations/012-feed-events.ts), read in the account's language.
    const statusNote = (i: number, status: 'approved' | 'refused'): Cell[] => {
      const { event, params } = storedEvent(
        feedEvent('ticket.status_changed', { title: `Ticket ${i}`, status, meeting_date: null }),
      );
      return [event, params];
    };
    const updated = (i: number): Cell[] => {
      const { event, params } = storedEvent(feedEvent('ticket.updated', { title: `Ticket ${i}` }));
      return [event, params];
    };
    for (let i = 0; i < SIZES.otherNotifications; i += 1)
      rows.push([int(2, SIZES.inventors), ...statusNote(i, 'refused'), i % 2, iso(int(0, 300))]);
    for (let i = 0; i < SIZES.benchNotifications; i += 1) {
      const ago = SIZES.benchNotifications - i;
      rows.push([1, ...statusNote(i, 'approved'), i % 3 === 0 ? 0 : 1, iso(ago)]);
      activities.push([1, 'ticket', ...updated(i), iso(ago)]);
    }
    for (let inventor = MIXED_FIRST_INVENTOR; inventor <= mixedLast; inventor += 1) {
      for (let i = 0; i < SIZES.mixedNotifications; i += 1)
        rows.push([
          inventor,
          ...statusNote(i, 'approved'),
          i % 2,
          iso(SIZES.mixedNotifications - i),
        ]);
      for (let i = 0; i < SIZES.mixedActivities; i += 1)
        activities.push([inventor, 'ticket', ...updated(i), iso(SIZES.mixedActivities - i)]);
    }
    return [
      {
        name: 'notifications',
        columns: [
          ['inventor_id', 'int'],
          ['event', 'text'],
          ['params', 'text'],
          ['is_read', 'int'],
          ['created_at', 'text'],
        ],
        rows,
      },
      {
        name: 'activity_logs',
        columns: [
          ['inventor_id', 'int'],
          ['activity_type', 'text'],
          ['event', 'text'],
          ['params', 'text'],
          ['created_at', 'text'],
        ],
        rows: activities,
      },
    ];
  };

  return [
    { name: 'inventors', build: inventors },
    { name: 'patents', build: patents },
    { name: 'tickets', build: tickets },
    { name: 'notifications', build: notifications },
  ];
}
