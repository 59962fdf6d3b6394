import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ExportColumn } from '@inventor-portal/shared/export';
import type { TFunction } from '@inventor-portal/shared/i18n';
import type { OfficeTicketRow } from '@inventor-portal/shared/schemas';
import { disclosureDeadline, formatDate, type DataTableColumn } from '@inventor-portal/shared/ui';
import { confirmationCount } from '@remote-office/lib/confirmation-count';

/** "2/3 confirmed" (issue 21), with a declined one said in red. */
export function confirmationsColumn(t: TFunction<'office'>): DataTableColumn<OfficeTicketRow> {
  return {
    id: 'confirmations',
    header: t('queue.columns.confirmations'),
    size: 170,
    enableSorting: false,
    accessor: (row) => {
      const { confirmed, total } = confirmationCount(row);
      return t('attestation.confirmedCount', { confirmed, total });
    },
    render: (row) => {
      const { confirmed, total } = confirmationCount(row);
      if (total === 0) return null;
      const declined = row.confirmations.some((c) => c.state === 'declined');
      return (
        <Typography
          variant="body2"
          color={declined ? 'error' : confirmed === total ? 'success.main' : 'text.primary'}
        >
          {t('attestation.confirmedCount', { confirmed, total })}
          {declined ? ` · ${t('attestation.someDeclined')}` : ''}
        </Typography>
      );
    },
  };
}

/** The public disclosure date, flagged when near (amber, days left) or past on an open ticket (red). */
export function disclosureColumn(t: TFunction<'office'>): DataTableColumn<OfficeTicketRow> {
  return {
    id: 'public_disclosure_date',
    header: t('queue.columns.disclosure'),
    size: 200,
    enableSorting: false,
    accessor: (row) => row.public_disclosure_date ?? '',
    render: (row) => {
      if (!row.public_disclosure_date) return null;
      const deadline = disclosureDeadline(row);
      const date = formatDate(row.public_disclosure_date);
      if (!deadline) return date;
      return (
        <Chip
          size="small"
          color={deadline.kind === 'overdue' ? 'error' : 'warning'}
          variant={deadline.kind === 'overdue' ? 'filled' : 'outlined'}
          label={
            deadline.kind === 'overdue'
              ? t('attestation.disclosurePast', { date })
              : t('attestation.disclosureIn', { count: deadline.days, date })
          }
        />
      );
    },
  };
}

/** Issue 21's fields in review-queue.csv / .xlsx, after the queue's own columns. */
export function attestationExportColumns(t: TFunction<'office'>): ExportColumn<OfficeTicketRow>[] {
  return [
    {
      key: 'confirmations',
      header: t('queue.columns.confirmations'),
      value: (row) => {
        const { confirmed, total } = confirmationCount(row);
        return total === 0 ? '' : t('attestation.confirmedCount', { confirmed, total });
      },
    },
    {
      key: 'contributions',
      header: t('queue.export.contributions'),
      value: (row) => row.contributions.map((c) => `#${c.inventor}: ${c.percent}%`),
    },
    {
      key: 'public_disclosure_date',
      header: t('queue.columns.disclosure'),
      value: (row) => formatDate(row.public_disclosure_date),
    },
    {
      key: 'public_disclosure_kind',
      header: t('queue.export.disclosureKind'),
      value: (row) =>
        row.public_disclosure_kind ? t(`attestation.kinds.${row.public_disclosure_kind}`) : '',
    },
    {
      key: 'conception_date',
      header: t('attestation.conceptionDate'),
      value: (row) => formatDate(row.conception_date),
    },
    { key: 'funding', header: t('attestation.funding'), value: (row) => row.funding },
  ];
}
