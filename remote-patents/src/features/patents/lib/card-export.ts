import { inventorDisplayName, type PatentListItem } from '@inventor-portal/shared/schemas';
import { exportRows, type ExportColumn } from '@inventor-portal/shared/export';
import type { PatentsT } from '@remote-patents/i18n';
import { patentFieldLabels } from './patent-fields';

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

/** File and sheet names are the spec's in every language (spec §9); only the headers are translated. */
export const CARD_EXPORT_FILE = 'patents_cards';
export const TABLE_EXPORT_FILE = 'patents';
export const EXPORT_SHEET = 'Patents';

/** The card export's columns, headed in the page's language. */
export function cardExportColumns(t: PatentsT): ExportColumn<PatentListItem>[] {
  const labels = patentFieldLabels(t);
  return [
    ...CARD_EXPORT_FIELDS.map((field) => ({ key: field, header: labels[field] })),
    {
      key: 'inventors',
      header: labels.inventors,
      value: (p: PatentListItem) => p.inventors.map((inventor) => inventorDisplayName(inventor)),
    },
  ];
}

/** patents_cards.csv / patents_cards.xlsx (sheet 'Patents') of the patents shown as cards. */
export function exportPatentCards(
  format: 'csv' | 'xlsx',
  patents: readonly PatentListItem[],
  t: PatentsT,
): Promise<void> {
  return exportRows({
    format,
    fileName: CARD_EXPORT_FILE,
    sheetName: EXPORT_SHEET,
    columns: cardExportColumns(t),
    rows: patents,
  });
}
