import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { savePatent } from '@server/modules/patents/patents.service';
import { CONTRACT_TYPES, NATURES, PATENT_TITLES, REPORT_RESULTS, SECTORS } from './data';
import { daysAgo, type Random } from './random';

const STATUSES = ['approved', 'pending', 'refused', 'approved', 'pending'];
const DOCS = 'https://docs.inventor-portal.example.org/patents';

/** Inventor lists per patent: the demo inventor on the first 30, the second user on 6 others, none shared. */
export function patentTeams(
  rng: Random,
  demoId: number,
  secondId: number,
  others: number[],
): number[][] {
  return PATENT_TITLES.map((_t, i) => {
    const team = rng.sample(others, rng.int(1, 4));
    if (i < 30) return [demoId, ...team];
    if (i < 36) return [secondId, ...team];
    return team;
  });
}

/** Creates the 60 demo patents with their inventors and schemas through the patents service. */
export async function insertPatents(
  trx: Transaction<DB>,
  rng: Random,
  now: number,
  teams: number[][],
): Promise<void> {
  for (const [i, title] of PATENT_TITLES.entries()) {
    const depositDays = rng.int(200, 2500);
    const year = new Date(now - depositDays * 86_400_000).getUTCFullYear();
    const number = `MA-${year}-${String(10_000 + i * 37).padStart(5, '0')}`;
    const hasReport = rng.next() < 0.8;
    const delivered = STATUSES[i % STATUSES.length] === 'approved';
    const fields = {
      title,
      deposit_number: number,
      deposit_document: `${DOCS}/${number}/deposit.pdf`,
      deposit_date: daysAgo(now, depositDays).slice(0, 10),
      research_report_document: hasReport ? `${DOCS}/${number}/research-report.pdf` : null,
      research_report_result: hasReport ? rng.pick(REPORT_RESULTS) : null,
      research_report_date: hasReport
        ? daysAgo(now, depositDays - rng.int(90, 180)).slice(0, 10)
        : null,
      delivery_document: delivered ? `${DOCS}/${number}/grant.pdf` : null,
      delivery_date: delivered
        ? daysAgo(now, Math.max(1, depositDays - rng.int(200, 400))).slice(0, 10)
        : null,
      status: STATUSES[i % STATUSES.length],
      trl_level: rng.next() < 0.9 ? rng.int(1, 9) : null,
      crl_level: rng.next() < 0.85 ? rng.int(0, 8) : null,
      abstract: `${title}. The invention addresses a need identified with partners in Morocco and describes a practical, low-cost embodiment ready for pilot testing.`,
      contract_type: rng.pick(CONTRACT_TYPES),
      sector: rng.pick(SECTORS),
      nature: rng.pick(NATURES),
      affiliation: i % 3 === 2 ? 'UIR' : 'CIE',
      created_at: daysAgo(now, depositDays),
    };
    const schemaCount = rng.int(0, 3);
    const schemas = Array.from(
      { length: schemaCount },
      (_s, s) => `${DOCS}/${number}/schema-${s + 1}.png`,
    );
    await savePatent(trx, { fields, inventorIds: teams[i], schemas });
  }
}
