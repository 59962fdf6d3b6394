import type { ExportColumn } from '@inventor-portal/shared/export';
import type { TFunction } from '@inventor-portal/shared/i18n';
import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

/** One chart's data: what its table, caption and CSV show (the chart draws the same numbers). */
export interface ChartData {
  /** Stable id: CSV file name and test hooks. */
  id: string;
  title: string;
  columns: ExportColumn<Row>[];
  rows: Row[];
  /** The numbers in a sentence, for screen readers. */
  caption: string;
}

const STATUS_KEYS = ['pending', 'needs_info', 'approved', 'refused'] as const;

/** A number as the reader's language writes it; a dash for none. */
const formatter = (language: string) => {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (value: Cell) =>
    value === null ? '—' : typeof value === 'number' ? number.format(value) : value;
};

const percent = (language: string, share: number) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** Every chart of the page, built from one answer of the API. */
export function chartsOf(
  data: OfficeAnalytics,
  t: TFunction<'office'>,
  language: string,
): Record<
  'submitted' | 'decided' | 'status' | 'affiliations' | 'days' | 'shares' | 'reviews',
  ChartData
> {
  const n = formatter(language);
  const list = (parts: string[]) =>
    parts.length ? parts.join(t('analytics.caption.separator')) : t('analytics.caption.empty');
  const item = (label: string, value: Cell) =>
    t('analytics.caption.item', { label, value: n(value) });
  const period = { key: 'period', header: t('analytics.columns.period') };

  const submitted: Row[] = data.submitted.map((s) => ({ period: s.period, count: s.count }));
  const decided: Row[] = data.decided.map((d) => ({ ...d }));
  const status: Row[] = STATUS_KEYS.map((key) => ({
    status: t(`dashboard.counters.${key}`),
    count: data.status[key],
  }));
  const affiliations: Row[] = data.affiliations.map((a) => ({
    affiliation: a.affiliation === 'None' ? t('analytics.noAffiliation') : a.affiliation,
    count: a.count,
  }));
  const days: Row[] = data.days_to_decision_by_period.map((d) => ({ ...d }));
  const shares: Row[] = [
    { figure: t('analytics.shares.needsInfo'), share: data.needs_info_share },
    { figure: t('analytics.shares.fullyConfirmed'), share: data.fully_confirmed_share },
  ];
  const reviews: Row[] = [
    { figure: t('analytics.reviews.assigned'), value: data.reviews.assigned },
    { figure: t('analytics.reviews.submitted'), value: data.reviews.submitted },
    { figure: t('analytics.reviews.overdue'), value: data.reviews.overdue },
    { figure: t('analytics.reviews.medianDays'), value: data.reviews.median_days_to_submit },
  ];

  return {
    submitted: {
      id: 'submitted',
      title: t('analytics.charts.submitted'),
      columns: [period, { key: 'count', header: t('analytics.columns.submitted') }],
      rows: submitted,
      caption: t('analytics.caption.submitted', {
        values: list(data.submitted.map((s) => item(s.period, s.count))),
      }),
    },
    decided: {
      id: 'decided',
      title: t('analytics.charts.decided'),
      columns: [
        period,
        { key: 'approved', header: t('dashboard.counters.approved') },
        { key: 'refused', header: t('dashboard.counters.refused') },
      ],
      rows: decided,
      caption: t('analytics.caption.decided', {
        values: list(
          data.decided.map((d) =>
            t('analytics.caption.decidedPeriod', {
              period: d.period,
              approved: n(d.approved),
              refused: n(d.refused),
            }),
          ),
        ),
      }),
    },
    status: {
      id: 'status',
      title: t('analytics.charts.status'),
      columns: [
        { key: 'status', header: t('analytics.columns.status') },
        { key: 'count', header: t('analytics.columns.tickets') },
      ],
      rows: status,
      caption: t('analytics.caption.status', {
        values: list(status.map((s) => item(String(s.status), s.count))),
      }),
    },
    affiliations: {
      id: 'affiliations',
      title: t('analytics.charts.affiliations'),
      columns: [
        { key: 'affiliation', header: t('analytics.columns.affiliation') },
        { key: 'count', header: t('analytics.columns.tickets') },
      ],
      rows: affiliations,
      caption: t('analytics.caption.affiliations', {
        values: list(affiliations.map((a) => item(String(a.affiliation), a.count))),
      }),
    },
    days: {
      id: 'days-to-decision',
      title: t('analytics.charts.days'),
      columns: [
        period,
        { key: 'median', header: t('analytics.columns.median') },
        { key: 'p90', header: t('analytics.columns.p90') },
      ],
      rows: days,
      caption: t('analytics.caption.days', {
        median: n(data.days_to_decision.median),
        p90: n(data.days_to_decision.p90),
        values: list(
          data.days_to_decision_by_period.map((d) =>
            t('analytics.caption.daysPeriod', {
              period: d.period,
              median: n(d.median),
              p90: n(d.p90),
            }),
          ),
        ),
      }),
    },
    shares: {
      id: 'shares',
      title: t('analytics.charts.shares'),
      columns: [
        { key: 'figure', header: t('analytics.columns.figure') },
        { key: 'share', header: t('analytics.columns.share') },
      ],
      rows: shares,
      caption: t('analytics.caption.shares', {
        needsInfo: percent(language, data.needs_info_share),
        fullyConfirmed: percent(language, data.fully_confirmed_share),
      }),
    },
    reviews: {
      id: 'reviews',
      title: t('analytics.charts.reviews'),
      columns: [
        { key: 'figure', header: t('analytics.columns.figure') },
        { key: 'value', header: t('analytics.columns.value') },
      ],
      rows: reviews,
      caption: t('analytics.caption.reviews', {
        values: list(reviews.map((r) => item(String(r.figure), r.value))),
      }),
    },
  };
}

export { formatter as numberFormatter };
