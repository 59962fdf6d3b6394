import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  InventorAvatars,
  StatusBadge,
  type DataTableColumn,
  type DataTableExportOptions,
  TWO_LINES,
} from '@inventor-portal/shared/ui';
import { formatWhen } from '../../lib/format-when';
import type { TicketRow } from '../../lib/ticket-rows';

const LongText = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={TWO_LINES} title={text}>
    {text}
  </Typography>
);

/** The tickets table (spec §2 "Tickets list"): every ticket field, in the spec's order. */
export const ticketColumns: readonly DataTableColumn<TicketRow>[] = [
  {
    id: 'title',
    header: 'Title',
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="body2" sx={{ ...TWO_LINES, fontWeight: 600 }} title={row.title}>
          {row.title}
        </Typography>
        {row.is_draft && <Chip label="Draft" size="small" variant="outlined" />}
      </Stack>
    ),
  },
  { id: 'summary', header: 'Summary', render: (row) => <LongText text={row.summary} /> },
  { id: 'context', header: 'Context', render: (row) => <LongText text={row.context} /> },
  {
    id: 'problem_identification',
    header: 'Problem Identification',
    render: (row) => <LongText text={row.problem_identification} />,
  },
  {
    id: 'drawings',
    header: 'Drawings',
    size: 160,
    render: (row) =>
      row.drawings ? (
        <Link
          href={row.drawings}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
        >
          View Drawing
        </Link>
      ) : null,
  },
  {
    id: 'inventors',
    header: 'Inventors',
    size: 200,
    accessor: (row) => row.inventorNames,
    render: (row) => (
      <InventorAvatars
        inventors={row.inventorPeople.map(({ id, inventor }) => inventor ?? { id })}
      />
    ),
  },
  { id: 'co_applications', header: 'Co-Applications' },
  {
    id: 'status',
    header: 'Status',
    size: 160,
    render: (row) => <StatusBadge status={row.status} />,
  },
  {
    id: 'meeting_date',
    header: 'Meeting Date',
    size: 200,
    render: (row) => formatWhen(row.meeting_date),
  },
  {
    id: 'created_at',
    header: 'Created At',
    size: 200,
    render: (row) => formatWhen(row.created_at),
  },
];

/** tickets.csv / tickets.xlsx, sheet 'Tickets' (spec §9); dates as the table shows them. */
export const ticketExportOptions: DataTableExportOptions<TicketRow> = {
  fileName: 'tickets',
  sheetName: 'Tickets',
  toExportValue: {
    meeting_date: (row) => formatWhen(row.meeting_date),
    created_at: (row) => formatWhen(row.created_at),
  },
};
