import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from '@inventor-portal/shared/i18n';
import {
  InventorAvatars,
  StatusBadge,
  type DataTableColumn,
  TWO_LINES,
} from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { formatWhen } from '../../lib/format-when';
import type { TicketRow } from '../../lib/ticket-rows';
import { ticketExportExtras } from './ticket-export-extras';

const LongText = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={TWO_LINES} title={text}>
    {text}
  </Typography>
);

/**
 * The tickets table (spec §2 "Tickets list"): every ticket field, in the spec's order. The
 * headers are also the export's column headers, so a French page exports French headers.
 */
function ticketColumns(t: TFunction<'tickets'>): DataTableColumn<TicketRow>[] {
  return [
    {
      id: 'title',
      header: t('fields.title'),
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ ...TWO_LINES, fontWeight: 600 }} title={row.title}>
            {row.title}
          </Typography>
          {row.is_draft && <Chip label={t('ticket.draft')} size="small" variant="outlined" />}
        </Stack>
      ),
    },
    {
      id: 'summary',
      header: t('fields.summary'),
      render: (row) => <LongText text={row.summary} />,
    },
    {
      id: 'context',
      header: t('fields.context'),
      render: (row) => <LongText text={row.context} />,
    },
    {
      id: 'problem_identification',
      header: t('fields.problemIdentification'),
      render: (row) => <LongText text={row.problem_identification} />,
    },
    {
      id: 'drawings',
      header: t('fields.drawings'),
      size: 160,
      render: (row) =>
        row.drawings ? (
          <Link
            href={row.drawings}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => event.stopPropagation()}
          >
            {t('ticket.viewDrawing')}
          </Link>
        ) : null,
    },
    {
      id: 'inventors',
      header: t('fields.inventors'),
      size: 200,
      accessor: (row) => row.inventorNames,
      render: (row) => (
        <InventorAvatars
          inventors={row.inventorPeople.map(({ id, inventor }) => inventor ?? { id })}
        />
      ),
    },
    { id: 'co_applications', header: t('fields.coApplications') },
    {
      id: 'status',
      header: t('fields.status'),
      size: 160,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'meeting_date',
      header: t('fields.meetingDate'),
      size: 200,
      render: (row) => formatWhen(row.meeting_date),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      size: 200,
      render: (row) => formatWhen(row.created_at),
    },
  ];
}

/**
 * Issue 21's fields (contributions, confirmations, disclosure, funding) as columns hidden at
 * first: the table shows the spec's columns, and exports take only the visible ones (spec §9),
 * so they are exported once shown with the Columns selector.
 */
function attestationColumns(t: TFunction<'tickets'>): DataTableColumn<TicketRow>[] {
  return ticketExportExtras(t).map((extra) => ({
    id: extra.key,
    header: extra.header,
    accessor: extra.value,
    enableSorting: false,
  }));
}

export const ATTESTATION_COLUMN_IDS: readonly string[] = [
  'contributions',
  'confirmations',
  'public_disclosure_date',
  'public_disclosure_kind',
  'conception_date',
  'funding',
];

/** The columns in the page's language, rebuilt (dates included) when the language changes. */
export function useTicketColumns(): readonly DataTableColumn<TicketRow>[] {
  // `t` is a new function after a language change, so the headers and dates follow it.
  const { t } = useTicketsTranslation();
  return useMemo(() => [...ticketColumns(t), ...attestationColumns(t)], [t]);
}
