import type { TFunction } from '@inventor-portal/shared/i18n';
import type { DataTableExportOptions } from '@inventor-portal/shared/ui';
import { formatWhen } from '../../lib/format-when';
import type { TicketRow } from '../../lib/ticket-rows';

type ExtraColumns = NonNullable<DataTableExportOptions<TicketRow>['extraColumns']>;

const nameOf = (row: TicketRow, id: number) =>
  row.inventorNames[row.inventors.indexOf(id)] ?? String(id);

/**
 * Issue 21's fields as columns the table hides at first (ticket-columns.tsx), exported when shown
 * (its columns stay the spec's): lists become 'a; b' cells like every other list.
 */
export function ticketExportExtras(t: TFunction<'tickets'>): ExtraColumns {
  return [
    {
      key: 'contributions',
      header: t('fields.contributions'),
      value: (row) =>
        row.contributions.map((c) =>
          t('export.contribution', { name: nameOf(row, c.inventor), percent: c.percent }),
        ),
    },
    {
      key: 'confirmations',
      header: t('export.confirmations'),
      value: (row) =>
        row.confirmations.map((c) =>
          c.state === 'declined' && c.reason
            ? t('export.declined', { name: nameOf(row, c.inventor), reason: c.reason })
            : t('export.confirmation', {
                name: nameOf(row, c.inventor),
                state: t(`attestation.states.${c.state}`),
              }),
        ),
    },
    {
      key: 'public_disclosure_date',
      header: t('fields.publicDisclosureDate'),
      value: (row) => formatWhen(row.public_disclosure_date),
    },
    {
      key: 'public_disclosure_kind',
      header: t('fields.publicDisclosureKind'),
      value: (row) =>
        row.public_disclosure_kind ? t(`disclosureKinds.${row.public_disclosure_kind}`) : '',
    },
    {
      key: 'conception_date',
      header: t('fields.conceptionDate'),
      value: (row) => formatWhen(row.conception_date),
    },
    { key: 'funding', header: t('fields.funding'), value: (row) => row.funding },
  ];
}
