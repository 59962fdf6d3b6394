import type { AnalyticsGroup, OfficeAnalytics } from '@inventor-portal/shared/schemas';
import { daysBetween, oneDecimal, percentile, shareOf } from '@server/lib/statistics';
import {
  periodOfMonth,
  periodsBetween,
  splitRange,
} from '@server/modules/analytics/analytics.periods';
import type { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, recordHistory, submitTicket } from './support';

/**
 * The analytics of many ranges (edges on either side of month boundaries, in whole months, in
 * part, in more or less than half a month) against the figures recounted here from tickets with
 * known dates: the monthly and daily sums and the way a range is cut (`splitRange`) must give
 * exactly what the tickets say.
 */

describe('splitRange', () => {
  it('reads whole months from the monthly sums and a short edge as its days', () => {
    expect(splitRange('2025-01-20', '2025-03-10')).toEqual({
      months: { from: '2025-02', until: '2025-03' },
      days: [
        { month: '2025-01', from: '2025-01-20', until: '2025-02-01', sign: 1 },
        { month: '2025-03', from: '2025-03-01', until: '2025-03-11', sign: 1 },
      ],
    });
    expect(splitRange('2025-01-01', '2025-12-31')).toEqual({
      months: { from: '2025-01', until: '2026-01' },
      days: [],
    });
  });

  it('reads a month mostly in the range as the month less its days outside', () => {
    // The default range on 27 November: its 12 months less 28–30 November.
    expect(splitRange('2025-12-01', '2026-11-27')).toEqual({
      months: { from: '2025-12', until: '2026-12' },
      days: [{ month: '2026-11', from: '2026-11-28', until: '2026-12-01', sign: -1 }],
    });
    expect(splitRange('2025-03-02', '2025-03-30')).toEqual({
      months: { from: '2025-03', until: '2025-04' },
      days: [
        { month: '2025-03', from: '2025-03-01', until: '2025-03-02', sign: -1 },
        { month: '2025-03', from: '2025-03-31', until: '2025-04-01', sign: -1 },
      ],
    });
    // Half a month or less: its days (14 of February's 28 days).
    expect(splitRange('2025-02-15', '2025-02-28').months).toBeNull();
    expect(splitRange('2025-02-14', '2025-02-28').months).toEqual({
      from: '2025-02',
      until: '2025-03',
    });
  });

  it('keeps the months it reads whole consecutive, across a new year', () => {
    expect(splitRange('2024-12-03', '2025-01-05')).toEqual({
      months: { from: '2024-12', until: '2025-01' },
      days: [
        { month: '2024-12', from: '2024-12-01', until: '2024-12-03', sign: -1 },
        { month: '2025-01', from: '2025-01-01', until: '2025-01-06', sign: 1 },
      ],
    });
  });
});

interface Known {
  createdAt: string;
  status: 'pending' | 'needs_info' | 'approved' | 'refused';
  affiliation: 'CIE' | 'UIR' | null;
  unconfirmed?: number;
  draft?: boolean;
  history?: Array<[string, string]>;
}

/** Tickets around the month boundaries of early 2025, sent and decided on edge days. */
const TICKETS: Known[] = [
  {
    createdAt: '2024-12-31T23:59:59.999Z',
    status: 'approved',
    affiliation: 'UIR',
    history: [['approved', '2025-01-01T00:00:00.000Z']],
  },
  { createdAt: '2025-01-01T00:00:00.000Z', status: 'pending', affiliation: 'CIE', unconfirmed: 1 },
  {
    createdAt: '2025-01-15T12:00:00.000Z',
    status: 'refused',
    affiliation: null,
    history: [
      ['needs_info', '2025-01-20T09:00:00.000Z'],
      ['pending', '2025-01-21T09:00:00.000Z'],
      ['refused', '2025-02-01T00:00:00.000Z'],
    ],
  },
  {
    createdAt: '2025-01-31T23:59:59.999Z',
    status: 'approved',
    affiliation: 'CIE',
    history: [['approved', '2025-02-10T23:59:59.999Z']],
  },
  {
    createdAt: '2025-02-01T00:00:00.000Z',
    status: 'refused',
    affiliation: 'UIR',
    history: [['refused', '2025-02-28T23:59:59.999Z']],
  },
  {
    createdAt: '2025-02-10T08:30:00.000Z',
    status: 'needs_info',
    affiliation: 'CIE',
    unconfirmed: 2,
    history: [['needs_info', '2025-02-11T08:30:00.000Z']],
  },
  {
    createdAt: '2025-02-14T16:00:00.000Z',
    status: 'approved',
    affiliation: null,
    history: [
      ['approved', '2025-03-01T00:00:00.000Z'],
      ['refused', '2025-03-02T00:00:00.000Z'],
    ],
  },
  {
    createdAt: '2025-02-15T00:00:00.000Z',
    status: 'approved',
    affiliation: 'UIR',
    history: [['approved', '2025-02-15T06:00:00.000Z']],
  },
  {
    createdAt: '2025-02-28T23:59:59.999Z',
    status: 'pending',
    affiliation: 'CIE',
    history: [
      ['needs_info', '2025-03-05T00:00:00.000Z'],
      ['pending', '2025-03-06T00:00:00.000Z'],
    ],
  },
  {
    createdAt: '2025-03-01T00:00:00.000Z',
    status: 'refused',
    affiliation: 'CIE',
    history: [['refused', '2025-03-31T23:59:59.999Z']],
  },
  {
    createdAt: '2025-03-16T00:00:00.000Z',
    status: 'approved',
    affiliation: null,
    history: [['approved', '2025-04-01T00:00:00.000Z']],
  },
  { createdAt: '2025-03-31T23:59:59.999Z', status: 'pending', affiliation: 'UIR', unconfirmed: 1 },
  // A draft never counts.
  {
    createdAt: '2025-02-20T00:00:00.000Z',
    status: 'approved',
    affiliation: 'CIE',
    draft: true,
    history: [['approved', '2025-02-21T00:00:00.000Z']],
  },
];

/** The figures of `from`..`to` recounted from TICKETS, as the contract defines them. */
function expected(from: string, to: string, group: AnalyticsGroup): Partial<OfficeAnalytics> {
  const inRange = (time: string) => time.slice(0, 10) >= from && time.slice(0, 10) <= to;
  const periods = periodsBetween(from, to, group);
  const periodOf = (time: string) => periodOfMonth(time.slice(0, 7), group);
  const sent = TICKETS.filter((t) => !t.draft && inRange(t.createdAt));
  const decisions = TICKETS.flatMap((t) => {
    const first = (t.history ?? []).find(([s]) => s === 'approved' || s === 'refused');
    return !t.draft && first && inRange(first[1])
      ? [{ decision: first[0], at: first[1], days: daysBetween(t.createdAt, first[1]) }]
      : [];
  });
  const spread = (days: number[]) => ({
    median: oneDecimal(percentile(days, 50)),
    p90: oneDecimal(percentile(days, 90)),
  });
  const affiliations = new Map<string, number>();
  for (const t of sent)
    affiliations.set(t.affiliation ?? 'None', (affiliations.get(t.affiliation ?? 'None') ?? 0) + 1);
  const count = (status: string) => sent.filter((t) => t.status === status).length;
  return {
    submitted: periods.map((period) => ({
      period,
      count: sent.filter((t) => periodOf(t.createdAt) === period).length,
    })),
    decided: periods.map((period) => ({
      period,
      approved: decisions.filter((d) => d.decision === 'approved' && periodOf(d.at) === period)
        .length,
      refused: decisions.filter((d) => d.decision === 'refused' && periodOf(d.at) === period)
        .length,
    })),
    status: {
      pending: count('pending'),
      needs_info: count('needs_info'),
      approved: count('approved'),
      refused: count('refused'),
    },
    affiliations: [...affiliations]
      .map(([affiliation, n]) => ({ affiliation, count: n }))
      .sort((a, b) => b.count - a.count || a.affiliation.localeCompare(b.affiliation)),
    days_to_decision: spread(decisions.map((d) => d.days)),
    days_to_decision_by_period: periods.map((period) => ({
      period,
      ...spread(decisions.filter((d) => periodOf(d.at) === period).map((d) => d.days)),
    })),
    needs_info_share: shareOf(
      sent.filter((t) => t.status === 'needs_info' || t.history?.some(([s]) => s === 'needs_info'))
        .length,
      sent.length,
    ),
    fully_confirmed_share: shareOf(sent.filter((t) => !t.unconfirmed).length, sent.length),
  };
}

const FROM = [
  '2024-12-31',
  '2025-01-01',
  '2025-01-02',
  '2025-01-16',
  '2025-01-31',
  '2025-02-01',
  '2025-02-10',
  '2025-02-11',
  '2025-02-15',
  '2025-03-02',
];
const TO = [
  '2025-01-01',
  '2025-01-31',
  '2025-02-01',
  '2025-02-14',
  '2025-02-15',
  '2025-02-27',
  '2025-02-28',
  '2025-03-01',
  '2025-03-15',
  '2025-03-30',
  '2025-03-31',
  '2025-04-01',
];

describeEachDatabase('office analytics over ranges cut anywhere', (ctx) => {
  let office: TestClient;

  beforeAll(async () => {
    const { app } = ctx();
    office = (await newOfficeClient(app)).client;
    const clients = {
      CIE: (await newUserClient(app, { affiliation: 'CIE' })).client,
      UIR: (await newUserClient(app, { affiliation: 'UIR' })).client,
      none: (await newUserClient(app)).client,
    };
    for (const t of TICKETS) {
      const { id } = await submitTicket(clients[t.affiliation ?? 'none'], { is_draft: !!t.draft });
      await app.db
        .updateTable('tickets')
        .set({ created_at: t.createdAt, status: t.status, unconfirmed_count: t.unconfirmed ?? 0 })
        .where('id', '=', id)
        .execute();
      for (const [status, at] of t.history ?? []) await recordHistory(app.db, id, status, at);
    }
  });

  it('gives every range the figures of its tickets, by month, quarter and year', async () => {
    let checked = 0;
    for (const from of FROM) {
      for (const to of TO.filter((day) => day >= from)) {
        for (const group of ['month', 'quarter', 'year'] as const) {
          if (group !== 'month' && checked % 3 !== 0) continue;
          const res = await office.get(
            `/api/office/analytics/?from=${from}&to=${to}&group=${group}`,
          );
          expect({ from, to, group, ...res.json() }).toMatchObject({
            from,
            to,
            group,
            ...expected(from, to, group),
          });
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(80);
  });
});
