import { inventorDisplayName, type PatentListItem } from '@inventor-portal/shared/schemas';
import { exportRows, type ExportColumn } from '@inventor-portal/shared/export';
import { PATENT_FIELD_LABELS } from './patent-fields';

/** Spec §9: the card export has 9 fields plus inventors (joined with '; ' by the writer). */
export const CARD_EXPORT_FIELDS = [
  'title',
  'affiliation',
  'status',
  'deposit_date',
  'deposit_number',
  'sector',
  'contract_type',
  'nature',
  'research_report_result',
] as const;

export const CARD_EXPORT_FILE = 'patents_cards';
export const TABLE_EXPORT_FILE = 'patents';
export const EXPORT_SHEET = 'Patents';

export const cardExportColumns: readonly ExportColumn<PatentListItem>[] = [
  ...CARD_EXPORT_FIELDS.map((field) => ({ key: field, header: PATENT_FIELD_LABELS[field] })),
  {
    key: 'inventors',
    header: PATENT_FIELD_LABELS.inventors,
    value: (p) => p.inventors.map((inventor) => inventorDisplayName(inventor)),
  },
];

/** patents_cards.csv / patents_cards.xlsx (sheet 'Patents') of the patents shown as cards. */
export function exportPatentCards(
  format: 'csv' | 'xlsx',
  patents: readonly PatentListItem[],
): Promise<void> {
  return exportRows({
    format,
    fileName: CARD_EXPORT_FILE,
    sheetName: EXPORT_SHEET,
    columns: cardExportColumns,
    rows: patents,
  });
}
