import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { downloadBlob, toCsv } from '@inventor-portal/shared/export';
import { VISUALLY_HIDDEN } from '@inventor-portal/shared/ui';
import { useId, useState, type ReactNode } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { numberFormatter, type ChartData } from '../lib/chart-data';

export interface ChartCardProps {
  chart: ChartData;
  /** The chart itself: hidden from screen readers, which read the caption (or the table). */
  children: ReactNode;
}

/**
 * One figure of the analytics page: its title, the chart (or its table), a caption that reads
 * its numbers to screen readers, a toggle to the table view and the CSV of its data.
 */
export function ChartCard({ chart, children }: ChartCardProps) {
  const { t, i18n } = useOfficeTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const format = numberFormatter(i18n.language);
  const downloadCsv = () =>
    downloadBlob(
      new Blob([toCsv(chart.columns, chart.rows)], { type: 'text/csv;charset=utf-8' }),
      `analytics-${chart.id}.csv`,
    );

  return (
    <Card
      component="figure"
      aria-labelledby={titleId}
      data-chart={chart.id}
      sx={{ m: 0, minWidth: 0 }}
    >
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography component="h2" variant="h6" id={titleId}>
            {chart.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              startIcon={<TableRowsOutlinedIcon />}
              aria-pressed={asTable}
              aria-label={t('analytics.tableViewOf', { title: chart.title })}
              onClick={() => setAsTable((shown) => !shown)}
            >
              {t('analytics.tableView')}
            </Button>
            <Button
              size="small"
              startIcon={<DownloadOutlinedIcon />}
              aria-label={t('analytics.csvOf', { title: chart.title })}
              onClick={downloadCsv}
            >
              {t('analytics.csv')}
            </Button>
          </Box>
        </Box>
        <Typography component="figcaption" sx={VISUALLY_HIDDEN}>
          {chart.caption}
        </Typography>
        {asTable ? (
          <TableContainer sx={{ maxHeight: 320 }}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {chart.columns.map((column) => (
                    <TableCell key={column.key} scope="col">
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {chart.rows.map((row, index) => (
                  <TableRow key={index}>
                    {chart.columns.map((column) => (
                      <TableCell key={column.key}>{format(row[column.key] ?? null)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Box aria-hidden sx={{ height: 260, minWidth: 0 }}>
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
