import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { COLUMN_SIZE } from './column-size';

export interface TableSkeletonProps {
  headers: readonly string[];
  rows: number;
  ariaLabel?: string;
}

/**
 * The table's loading look (column headers over skeleton rows), drawn with plain MUI while the
 * material-react-table chunk downloads, so the first table paint does not wait for it. It does
 * not scroll: a scrollable region with nothing to focus in it cannot be scrolled from the
 * keyboard (axe's scrollable-region-focusable), and a placeholder has nothing to scroll to.
 */
export function TableSkeleton({ headers, rows, ariaLabel }: TableSkeletonProps) {
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'hidden' }}>
        <Table aria-label={ariaLabel} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={index} sx={{ width: COLUMN_SIZE.size, fontWeight: 700 }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody aria-busy>
            {Array.from({ length: rows }, (_, row) => (
              <TableRow key={row}>
                {headers.map((_header, cell) => (
                  <TableCell key={cell}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
