import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';
import { useOfficeTranslation } from '@remote-office/i18n';
import { chartsOf } from '../lib/chart-data';
import { ChartCard } from './chart-card';

const HEIGHT = 260;
const APPROVED = '#2e7d32';
const REFUSED = '#c62828';
/** The status chart's colours, in the order of `status` (pending, needs_info, approved, refused). */
const STATUS_COLORS = ['#1565c0', '#ef6c00', APPROVED, REFUSED];
const periodsOf = (rows: ReadonlyArray<{ period: string }>) => rows.map((r) => r.period);

/** Every chart of the analytics page over one answer of the API (MUI X Charts). */
export function AnalyticsCharts({ data }: { data: OfficeAnalytics }) {
  const { t, i18n } = useOfficeTranslation();
  const charts = chartsOf(data, t, i18n.language);
  const percent = (value: number | null) =>
    value === null
      ? ''
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
          value,
        );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartCard chart={charts.submitted}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: periodsOf(data.submitted) }]}
          series={[
            { data: data.submitted.map((s) => s.count), label: t('analytics.columns.submitted') },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard chart={charts.decided}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: periodsOf(data.decided) }]}
          series={[
            {
              data: data.decided.map((d) => d.approved),
              label: t('dashboard.counters.approved'),
              stack: 'decisions',
              color: APPROVED,
            },
            {
              data: data.decided.map((d) => d.refused),
              label: t('dashboard.counters.refused'),
              stack: 'decisions',
              color: REFUSED,
            },
          ]}
        />
      </ChartCard>
      <ChartCard chart={charts.status}>
        <PieChart
          height={HEIGHT}
          series={[
            {
              innerRadius: 50,
              data: charts.status.rows.map((row, id) => ({
                id,
                value: Number(row.count),
                label: String(row.status),
                color: STATUS_COLORS[id],
              })),
            },
          ]}
        />
      </ChartCard>
      <ChartCard chart={charts.affiliations}>
        <BarChart
          height={HEIGHT}
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: charts.affiliations.rows.map((row) => String(row.affiliation)),
              width: 110,
            },
          ]}
          series={[
            {
              data: charts.affiliations.rows.map((row) => Number(row.count)),
              label: t('analytics.columns.tickets'),
            },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard chart={charts.days}>
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: periodsOf(data.days_to_decision_by_period) }]}
          series={[
            {
              data: data.days_to_decision_by_period.map((d) => d.median),
              label: t('analytics.columns.median'),
              connectNulls: true,
            },
            {
              data: data.days_to_decision_by_period.map((d) => d.p90),
              label: t('analytics.columns.p90'),
              connectNulls: true,
            },
          ]}
        />
      </ChartCard>
      <ChartCard chart={charts.shares}>
        <BarChart
          height={HEIGHT}
          layout="horizontal"
          xAxis={[{ min: 0, max: 1, valueFormatter: percent }]}
          yAxis={[
            {
              scaleType: 'band',
              data: charts.shares.rows.map((row) => String(row.figure)),
              width: 150,
            },
          ]}
          series={[
            {
              data: [data.needs_info_share, data.fully_confirmed_share],
              valueFormatter: percent,
            },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard chart={charts.reviews}>
        <BarChart
          height={HEIGHT}
          xAxis={[
            {
              scaleType: 'band',
              data: charts.reviews.rows.slice(0, 3).map((r) => String(r.figure)),
            },
          ]}
          series={[
            {
              data: [data.reviews.assigned, data.reviews.submitted, data.reviews.overdue],
              label: t('analytics.charts.reviews'),
            },
          ]}
          hideLegend
        />
      </ChartCard>
    </Box>
  );
}
