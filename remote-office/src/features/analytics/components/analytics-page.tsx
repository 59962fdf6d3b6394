import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import { officeDay, type AnalyticsGroup } from '@inventor-portal/shared/schemas';
import { ErrorPanel, officeTimeZone, PageHeader } from '@inventor-portal/shared/ui';
import { useMemo, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { reportUrl, useGetOfficeAnalyticsQuery } from '../api/analytics-api';
import {
  GROUPS,
  isDay,
  isValidRange,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '../lib/analytics-range';
import { AnalyticsCharts } from './analytics-charts';

/**
 * /office/analytics (issue 32): the office's figures over a range of days, as charts with their
 * captions, tables and CSV, and the annual report as a workbook.
 */
export function AnalyticsPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('analytics.pageTitle'));
  const today = useMemo(() => officeDay(new Date(), officeTimeZone()), []);
  const thisYear = Number(today.slice(0, 4));
  const [preset, setPreset] = useState<RangePreset>('last12Months');
  const [custom, setCustom] = useState(() => presetRange('last12Months', today));
  const [group, setGroup] = useState<AnalyticsGroup>('month');
  const [reportYear, setReportYear] = useState(thisYear - 1);

  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const valid = isValidRange(range);
  const { data, isFetching, isError, error, refetch } = useGetOfficeAnalyticsQuery(
    { ...range, group },
    { skip: !valid },
  );
  const rangeError =
    !isDay(custom.from) || !isDay(custom.to)
      ? t('analytics.range.badDate')
      : custom.from > custom.to
        ? t('analytics.range.fromAfterTo')
        : undefined;

  return (
    <Box>
      <PageHeader title={t('analytics.title')} description={t('analytics.intro')} />
      <Paper
        component="form"
        aria-label={t('analytics.controls')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          label={t('analytics.range.label')}
          value={preset}
          onChange={(event) => setPreset(event.target.value as RangePreset)}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        >
          {RANGE_PRESETS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`analytics.range.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        {preset === 'custom' ? (
          <>
            <TextField
              type="date"
              label={t('analytics.range.from')}
              value={custom.from}
              onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
              error={Boolean(rangeError)}
              helperText={rangeError}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: '1 1 160px' }}
            />
            <TextField
              type="date"
              label={t('analytics.range.to')}
              value={custom.to}
              onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
              error={Boolean(rangeError)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: '1 1 160px' }}
            />
          </>
        ) : null}
        <TextField
          select
          label={t('analytics.group.label')}
          value={group}
          onChange={(event) => setGroup(event.target.value as AnalyticsGroup)}
          sx={{ minWidth: 160, flex: '1 1 160px' }}
        >
          {GROUPS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`analytics.group.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            label={t('analytics.report.year')}
            value={reportYear}
            onChange={(event) => setReportYear(Number(event.target.value))}
            sx={{ minWidth: 120 }}
          >
            {Array.from({ length: 6 }, (_, i) => thisYear - i).map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
          <Button
            component="a"
            href={reportUrl(reportYear)}
            download
            variant="contained"
            startIcon={<DownloadOutlinedIcon />}
          >
            {t('analytics.report.download')}
          </Button>
        </Box>
      </Paper>
      {isError ? (
        <ErrorPanel
          title={t('analytics.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : data && valid ? (
        <Box aria-busy={isFetching}>
          <AnalyticsCharts data={data} />
        </Box>
      ) : valid ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('analytics.loading')} />
        </Box>
      ) : null}
    </Box>
  );
}

export default AnalyticsPage;
