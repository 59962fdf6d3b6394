/**
 * The annual report's worker thread (analytics.report.ts starts one per workbook and ends it
 * after the answer): exceljs writes the workbook here, off the server's event loop.
 *
 * Node runs this file as it is (type annotations only, no path aliases, packages only), and so
 * do tsx and the tests. It receives the year's figures (`GET /api/office/analytics/` over the
 * year, by month) and answers the workbook's bytes: sheets `Summary`, `Disclosures`,
 * `Decisions`, `Affiliations` and `Reviews`, each with its figures and their definitions.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';
import type { Worksheet } from 'exceljs';

export interface ReportJob {
  year: number;
  figures: OfficeAnalytics;
}

export type ReportAnswer = { workbook: Uint8Array } | { error: string };

type Cell = string | number | null;

const DEFINITIONS = {
  submitted:
    'Tickets sent to the office (drafts never count), by the calendar month (UTC) of their submission.',
  decided:
    'Tickets whose first decision (approval or refusal, from their status history) was taken in the month (UTC).',
  status: 'Tickets submitted in the year, by their status today.',
  days: 'Days from a ticket’s submission to its first approval or refusal, over the decisions taken in the period: median and 90th percentile, one decimal.',
  needsInfo:
    'Share (0–1, two decimals) of the tickets submitted in the year that the office asked for more information at least once.',
  confirmed:
    'Share (0–1, two decimals) of the tickets submitted in the year that every co-inventor confirmed.',
  affiliations:
    'Tickets submitted in the year, by their submitter’s affiliation (None: no affiliation), most first.',
  reviews:
    'Committee reviews: assigned in the year; submitted in the year; overdue = assigned in the year, neither submitted nor conflicted, due before today; median days from assignment to submission of the reviews submitted in the year.',
} as const;

function table(sheet: Worksheet, header: string[], rows: Cell[][], widths: number[]): void {
  sheet.columns = header.map((name, i) => ({ header: name, width: widths[i] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

async function build({ year, figures }: ReportJob): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Inventor Portal';
  const { status, days_to_decision: days, reviews } = figures;
  const approved = figures.decided.reduce((sum, d) => sum + d.approved, 0);
  const refused = figures.decided.reduce((sum, d) => sum + d.refused, 0);
  const submitted = figures.submitted.reduce((sum, s) => sum + s.count, 0);

  table(
    workbook.addWorksheet('Summary'),
    ['Figure', 'Value', 'Definition'],
    [
      ['Year', year, `From ${figures.from} to ${figures.to}, calendar days in UTC.`],
      ['Disclosures submitted', submitted, DEFINITIONS.submitted],
      ['Approved', approved, DEFINITIONS.decided],
      ['Refused', refused, DEFINITIONS.decided],
      ['Pending now', status.pending, DEFINITIONS.status],
      ['Needing information now', status.needs_info, DEFINITIONS.status],
      ['Approved now', status.approved, DEFINITIONS.status],
      ['Refused now', status.refused, DEFINITIONS.status],
      ['Median days to decision', days.median, DEFINITIONS.days],
      ['90th percentile days to decision', days.p90, DEFINITIONS.days],
      ['Share that needed more information', figures.needs_info_share, DEFINITIONS.needsInfo],
      ['Share fully confirmed', figures.fully_confirmed_share, DEFINITIONS.confirmed],
    ],
    [34, 12, 110],
  );
  const disclosures = workbook.addWorksheet('Disclosures');
  table(
    disclosures,
    ['Month', 'Submitted'],
    figures.submitted.map((s) => [s.period, s.count]),
    [12, 12],
  );
  disclosures.addRow([]);
  disclosures.addRow([DEFINITIONS.submitted]);

  const byPeriod = new Map(figures.days_to_decision_by_period.map((d) => [d.period, d]));
  const decisions = workbook.addWorksheet('Decisions');
  table(
    decisions,
    ['Month', 'Approved', 'Refused', 'Median days to decision', '90th percentile days'],
    figures.decided.map((d) => [
      d.period,
      d.approved,
      d.refused,
      byPeriod.get(d.period)?.median ?? null,
      byPeriod.get(d.period)?.p90 ?? null,
    ]),
    [12, 12, 12, 24, 22],
  );
  decisions.addRow([]);
  decisions.addRow([DEFINITIONS.decided]);
  decisions.addRow([DEFINITIONS.days]);

  const affiliations = workbook.addWorksheet('Affiliations');
  table(
    affiliations,
    ['Affiliation', 'Disclosures'],
    figures.affiliations.map((a) => [a.affiliation, a.count]),
    [40, 12],
  );
  affiliations.addRow([]);
  affiliations.addRow([DEFINITIONS.affiliations]);

  table(
    workbook.addWorksheet('Reviews'),
    ['Figure', 'Value', 'Definition'],
    [
      ['Assigned', reviews.assigned, DEFINITIONS.reviews],
      ['Submitted', reviews.submitted, DEFINITIONS.reviews],
      ['Overdue', reviews.overdue, DEFINITIONS.reviews],
      ['Median days to submit', reviews.median_days_to_submit, DEFINITIONS.reviews],
    ],
    [24, 12, 110],
  );
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

if (parentPort) {
  const port = parentPort;
  build(workerData as ReportJob).then(
    (workbook) =>
      port.postMessage({ workbook } satisfies ReportAnswer, [workbook.buffer as ArrayBuffer]),
    (err: unknown) => port.postMessage({ error: String(err) } satisfies ReportAnswer),
  );
}
