import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useOfficeTranslation } from '@remote-office/i18n';
import type { PatentImportReport } from '../api/office-patents-api';

/** What an import did: the figures, then each rejected row with its line and reason. */
export function ImportReport({ report }: { report: PatentImportReport }) {
  const { t } = useOfficeTranslation();
  const rejected = report.rejected.length;
  return (
    <>
      <Alert severity={rejected ? 'warning' : 'success'} role="status" sx={{ mb: 2 }}>
        {t('patents.import.summary', {
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          rejected,
        })}
        {report.inventors_created
          ? ` ${t('patents.import.inventorsCreated', { count: report.inventors_created })}`
          : null}
      </Alert>
      {rejected ? (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
            {t('patents.import.rejectedTitle')}
          </Typography>
          <Table size="small" aria-label={t('patents.import.rejectedTitle')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('patents.import.line')}</TableCell>
                <TableCell scope="col">{t('patents.import.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rejected.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </>
  );
}
