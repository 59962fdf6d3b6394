import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormVersionSummary } from '@inventor-portal/shared/schemas';
import { formatDate, VISUALLY_HIDDEN } from '@inventor-portal/shared/ui';
import { useOfficeTranslation } from '@remote-office/i18n';

const STATUS_COLOR = { draft: 'default', published: 'success', retired: 'warning' } as const;

interface FormVersionsTableProps {
  versions: FormVersionSummary[];
  /** The version shown above (its row says so). */
  openVersion: number | null;
  onOpen: (version: FormVersionSummary) => void;
}

/** Every version, newest first: its status, when it was published, its questions and tickets. */
export function FormVersionsTable({ versions, openVersion, onOpen }: FormVersionsTableProps) {
  const { t } = useOfficeTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="form-versions-heading"
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2.5 } }}
    >
      <Typography id="form-versions-heading" variant="h6" component="h2" gutterBottom>
        {t('formBuilder.versions.title')}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell variant="head" component="th" scope="col" size="small">
                {t('formBuilder.versions.version')}
              </TableCell>
              <TableCell variant="head" component="th" scope="col" size="small">
                {t('formBuilder.versions.status')}
              </TableCell>
              <TableCell variant="head" component="th" scope="col" size="small">
                {t('formBuilder.versions.publishedAt')}
              </TableCell>
              <TableCell variant="head" component="th" scope="col" size="small" align="right">
                {t('formBuilder.versions.questions')}
              </TableCell>
              <TableCell variant="head" component="th" scope="col" size="small" align="right">
                {t('formBuilder.versions.tickets')}
              </TableCell>
              <TableCell variant="head" component="th" scope="col" size="small">
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {t('formBuilder.versions.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((row) => (
              <TableRow key={row.version} selected={row.version === openVersion}>
                <TableCell size="small">{row.version}</TableCell>
                <TableCell size="small">
                  <Chip
                    size="small"
                    color={STATUS_COLOR[row.status]}
                    label={t(`formBuilder.status.${row.status}`)}
                  />
                </TableCell>
                <TableCell size="small">
                  {row.published_at ? formatDate(row.published_at) : '—'}
                </TableCell>
                <TableCell size="small" align="right">
                  {row.questions_count}
                </TableCell>
                <TableCell size="small" align="right">
                  {row.tickets_count}
                </TableCell>
                <TableCell size="small">
                  <Button
                    size="small"
                    onClick={() => onOpen(row)}
                    disabled={row.version === openVersion}
                    aria-label={t('formBuilder.versions.open', { version: row.version })}
                  >
                    {t('formBuilder.versions.openShort')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
