import ExcelJS from 'exceljs';
import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { countedPercentiles, percentile } from '@server/lib/statistics';
import { setOfficeTimeZone } from '@server/lib/office-calendar';
import { periodsBetween } from '@server/modules/analytics/analytics.periods';
import { getOfficeAnalytics } from '@server/modules/analytics/analytics.service';
import { newOfficeClient, newUserClient, recordHistory, submitTicket } from './support';

describe('analytics definitions', () => {
  it('takes the 90th percentile between the two nearest ranks, and the median as the dashboard does', () => {
    expect(percentile([], 90)).toBeNull();
    expect(percentile([10, 10, 30, 90], 90)).toBeCloseTo(72);
    expect(percentile([1, 2, 10, 4], 50)).toBe(3);
  });

  it('takes percentiles of counted values (signed counts added up) as of the list they stand for', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 200; round += 1) {
      const list = Array.from(
        { length: Math.floor(next() * 40) },
        () => Math.round(next() * 20 * 10) / 10,
      );
      const counts = new Map<number, number>();
      for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1);
      // A value taken out of a larger count, and one whose count falls to 0 or below.
      counts.set(100, 2);
      counts.set(100, (counts.get(100) ?? 0) - 2);
      counts.set(-1, -3);
      for (const p of [0, 10, 50, 90, 100]) {
        expect(countedPercentiles(counts, [p])[0]).toBe(percentile(list, p));
      }
    }
    expect(countedPercentiles(new Map(), [50, 90])).toEqual([null, null]);
  });

  it('lists calendar periods across years', () => {
    expect(periodsBetween('2024-11-15', '2025-02-10', 'month')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(periodsBetween('2024-11-15', '2025-02-10', 'quarter')).toEqual(['2024-Q4', '2025-Q1']);
    expect(periodsBetween('2024-11-15', '2025-02-10', 'year')).toEqual(['2024', '2025']);
  });
});

describeEachDatabase('office API: analytics', (ctx) => {
  let office: TestClient;

  /** Tickets of 2024–2025 with known dates (the test app is this file's alone). */
  beforeAll(async () => {
    const { app } = ctx();
    office = (await newOfficeClient(app)).client;
    const { client: cie } = await newUserClient(app, { affiliation: 'CIE' });
    const { client: uir } = await newUserClient(app, { affiliation: 'UIR' });
    const { client: none, user: reviewer } = await newUserClient(app);
    const ticketIds: number[] = [];
    const make = async (
      client: TestClient,
      createdAt: string,
      status: string,
      history: Array<[string, string]> = [],
      unconfirmed = 0,
      draft = false,
    ) => {
      const { id } = await submitTicket(client, { title: `Sent ${createdAt}`, is_draft: draft });
      ticketIds.push(id);
      await app.db
        .updateTable('tickets')
        .set({ created_at: createdAt, status, unconfirmed_count: unconfirmed })
        .where('id', '=', id)
        .execute();
      for (const [state, at] of history) await recordHistory(app.db, id, state, at);
    };
    // The last millisecond of January, approved 10 days later.
    await make(cie, '2025-01-31T23:59:59.999Z', 'approved', [
      ['approved', '2025-02-10T23:59:59.999Z'],
    ]);
    // The first instant of February: asked for information, then refused 30 days after.
    await make(uir, '2025-02-01T00:00:00.000Z', 'refused', [
      ['needs_info', '2025-02-05T10:00:00.000Z'],
      ['pending', '2025-02-10T10:00:00.000Z'],
      ['refused', '2025-03-03T00:00:00.000Z'],
    ]);
    await make(none, '2025-03-15T12:00:00.000Z', 'pending', [], 1);
    await make(cie, '2025-03-20T08:00:00.000Z', 'needs_info', [], 2);
    // Sent in 2024, decided in April 2025 (90 days and 1 ms).
    await make(uir, '2024-12-31T23:59:59.999Z', 'approved', [
      ['approved', '2025-04-01T00:00:00.000Z'],
    ]);
    // Decided twice: only the first decision counts.
    await make(none, '2025-05-01T00:00:00.000Z', 'refused', [
      ['approved', '2025-05-11T00:00:00.000Z'],
      ['refused', '2025-06-01T00:00:00.000Z'],
    ]);
    // After the range of most checks.
    await make(cie, '2025-07-01T00:00:00.000Z', 'pending');
    // A draft never counts, whatever its dates and history.
    await make(
      cie,
      '2025-03-01T00:00:00.000Z',
      'approved',
      [['approved', '2025-03-02T00:00:00.000Z']],
      0,
      true,
    );
    // Committee reviews (one per ticket) with known dates.
    const review = (
      index: number,
      createdAt: string,
      state: string,
      dueDate: string,
      submittedAt: string | null = null,
    ) =>
      app.db
        .insertInto('reviews')
        .values({
          ticket_id: ticketIds[index],
          reviewer_id: reviewer.userId,
          state,
          due_date: dueDate,
          declared_at: null,
          conflict_note: null,
          recommendation: null,
          score_centi: null,
          submitted_at: submittedAt,
          assigned_by: null,
          created_at: createdAt,
        })
        .execute();
    await review(
      0,
      '2025-01-10T00:00:00.000Z',
      'submitted',
      '2025-01-31',
      '2025-01-20T00:00:00.000Z',
    );
    await review(
      1,
      '2025-02-01T00:00:00.000Z',
      'submitted',
      '2025-03-31',
      '2025-03-03T00:00:00.000Z',
    );
    // Open past its due date: overdue. Conflicted or due later: not.
    await review(2, '2025-03-01T00:00:00.000Z', 'in_progress', '2025-03-15');
    await review(3, '2025-04-01T00:00:00.000Z', 'conflicted', '2025-04-15');
    await review(4, '2025-05-01T00:00:00.000Z', 'invited', '2099-01-01');
    // Assigned before the range, submitted in it; assigned in it, submitted after it.
    await review(
      5,
      '2024-12-20T00:00:00.000Z',
      'submitted',
      '2025-01-10',
      '2025-01-05T00:00:00.000Z',
    );
    await review(
      6,
      '2025-06-20T00:00:00.000Z',
      'submitted',
      '2025-07-10',
      '2025-07-02T00:00:00.000Z',
    );
  });

  it('answers 401 without a session and 403 to an inventor', async () => {
    const { app } = ctx();
    expect((await new TestClient(app).get('/api/office/analytics/')).statusCode).toBe(401);
    const { client: inventor } = await newUserClient(app);
    const refused = await inventor.get('/api/office/analytics/');
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Office staff only.' }]);
    expect((await inventor.get('/api/office/analytics/report.xlsx?year=2025')).statusCode).toBe(
      403,
    );
  });

  it('gives every figure by month, with the edges of months in UTC and zeros in empty months', async () => {
    const res = await office.get(
      '/api/office/analytics/?from=2025-01-01&to=2025-06-30&group=month',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
      group: 'month',
      submitted: [
        { period: '2025-01', count: 1 },
        { period: '2025-02', count: 1 },
        { period: '2025-03', count: 2 },
        { period: '2025-04', count: 0 },
        { period: '2025-05', count: 1 },
        { period: '2025-06', count: 0 },
      ],
      decided: [
        { period: '2025-01', approved: 0, refused: 0 },
        { period: '2025-02', approved: 1, refused: 0 },
        { period: '2025-03', approved: 0, refused: 1 },
        { period: '2025-04', approved: 1, refused: 0 },
        { period: '2025-05', approved: 1, refused: 0 },
        { period: '2025-06', approved: 0, refused: 0 },
      ],
      status: { pending: 1, needs_info: 1, approved: 1, refused: 2 },
      affiliations: [
        { affiliation: 'CIE', count: 2 },
        { affiliation: 'None', count: 2 },
        { affiliation: 'UIR', count: 1 },
      ],
      // 10, 10, 30 and 90 days.
      days_to_decision: { median: 20, p90: 72 },
      days_to_decision_by_period: [
        { period: '2025-01', median: null, p90: null },
        { period: '2025-02', median: 10, p90: 10 },
        { period: '2025-03', median: 30, p90: 30 },
        { period: '2025-04', median: 90, p90: 90 },
        { period: '2025-05', median: 10, p90: 10 },
        { period: '2025-06', median: null, p90: null },
      ],
      needs_info_share: 0.4,
      fully_confirmed_share: 0.6,
      // Submitted after 10, 30 and 16 days.
      reviews: { assigned: 6, submitted: 3, overdue: 1, median_days_to_submit: 16 },
    });
  });

  it('groups by quarter and by year, across a new year', async () => {
    const quarters = (
      await office.get('/api/office/analytics/?from=2024-11-15&to=2025-02-10&group=quarter')
    ).json();
    expect(quarters.submitted).toEqual([
      { period: '2024-Q4', count: 1 },
      { period: '2025-Q1', count: 2 },
    ]);
    expect(quarters.decided).toEqual([
      { period: '2024-Q4', approved: 0, refused: 0 },
      { period: '2025-Q1', approved: 1, refused: 0 },
    ]);
    const halves = (
      await office.get('/api/office/analytics/?from=2025-01-01&to=2025-06-30&group=quarter')
    ).json();
    expect(halves.decided).toEqual([
      { period: '2025-Q1', approved: 1, refused: 1 },
      { period: '2025-Q2', approved: 2, refused: 0 },
    ]);
    const years = (
      await office.get('/api/office/analytics/?from=2024-12-01&to=2025-12-31&group=year')
    ).json();
    expect(years.submitted).toEqual([
      { period: '2024', count: 1 },
      { period: '2025', count: 6 },
    ]);
    expect(years.status).toEqual({ pending: 2, needs_info: 1, approved: 2, refused: 2 });
  });

  it('answers zeros, empty lists and null medians over a range without tickets', async () => {
    const body = (await office.get('/api/office/analytics/?from=2019-01-01&to=2019-03-31')).json();
    expect(body).toMatchObject({
      group: 'month',
      reviews: { assigned: 0, submitted: 0, overdue: 0, median_days_to_submit: null },
      submitted: [
        { period: '2019-01', count: 0 },
        { period: '2019-02', count: 0 },
        { period: '2019-03', count: 0 },
      ],
      status: { pending: 0, needs_info: 0, approved: 0, refused: 0 },
      affiliations: [],
      days_to_decision: { median: null, p90: null },
      needs_info_share: 0,
      fully_confirmed_share: 0,
    });
  });

  it('defaults to the last 12 months by month, ending today', async () => {
    const body = (await office.get('/api/office/analytics/')).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.group).toBe('month');
    expect(body.to).toBe(today);
    expect(body.submitted).toHaveLength(12);
    expect(body.submitted[11].period).toBe(today.slice(0, 7));
    expect(body.from).toBe(`${body.submitted[0].period}-01`);
  });

  it('ends the default range on the office’s today, but counts in UTC periods whatever the time zone', async () => {
    // 23:30 UTC on 31 March 2025 is already 1 April in Paris (UTC+2).
    const now = new Date('2025-03-31T23:30:00.000Z');
    setOfficeTimeZone('Europe/Paris');
    try {
      const body = await getOfficeAnalytics(ctx().app.db, {}, now);
      expect([body.from, body.to]).toEqual(['2024-05-01', '2025-04-01']);
      expect(body.submitted).toHaveLength(12);
      // The January and February tickets at the edge stay in their UTC months.
      expect(body.submitted.slice(8, 10)).toEqual([
        { period: '2025-01', count: 1 },
        { period: '2025-02', count: 1 },
      ]);
    } finally {
      setOfficeTimeZone('UTC');
    }
  });

  it.each([
    ['from=2025-13-01', 'from'],
    ['from=2025-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['group=week', 'group'],
    ['from=2025-06-01&to=2025-05-31', 'from'],
  ])('answers 400 to %s', async (query, field) => {
    const res = await office.get(`/api/office/analytics/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([expect.any(String)]);
  });

  it('writes the annual report with its five sheets, figures and definitions', async () => {
    const res = await office.get('/api/office/analytics/report.xlsx?year=2025');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="office-report-2025.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs types its argument as an ArrayBuffer; JSZip, which it hands it to, reads a Buffer.
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Disclosures',
      'Decisions',
      'Affiliations',
      'Reviews',
    ]);
    const rows = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Array.isArray)
        .map((row) => (row as unknown[]).slice(1));
    const summary = rows('Summary');
    expect(summary[0]).toEqual(['Figure', 'Value', 'Definition']);
    expect(summary).toContainEqual([
      'Disclosures submitted',
      6,
      expect.stringContaining('drafts never count'),
    ]);
    expect(summary).toContainEqual(['Median days to decision', 20, expect.any(String)]);
    const disclosures = rows('Disclosures');
    expect(disclosures.slice(0, 4)).toEqual([
      ['Month', 'Submitted'],
      ['2025-01', 1],
      ['2025-02', 1],
      ['2025-03', 2],
    ]);
    expect(disclosures).toHaveLength(1 + 12 + 1);
    expect(rows('Decisions')[2]).toEqual(['2025-02', 1, 0, 10, 10]);
    expect(rows('Affiliations').slice(0, 2)).toEqual([
      ['Affiliation', 'Disclosures'],
      ['CIE', 3],
    ]);
    // 2025: submitted after 10, 30, 16 and 12 days.
    expect(rows('Reviews').map((row) => row.slice(0, 2))).toEqual([
      ['Figure', 'Value'],
      ['Assigned', 6],
      ['Submitted', 4],
      ['Overdue', 1],
      ['Median days to submit', 14],
    ]);
  });

  it.each(['', 'year=', 'year=25', 'year=twenty', 'year=20250'])(
    'answers 400 to the report with %p',
    async (query) => {
      const res = await office.get(`/api/office/analytics/report.xlsx?${query}`);
      expect(res.statusCode).toBe(400);
    },
  );
});
