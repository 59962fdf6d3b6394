import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inventorDisplayName, type PatentListItem } from '@inventor-portal/shared/schemas';
import {
  InventorAvatars,
  StatusBadge,
  formatDate,
  type DataTableColumn,
  type DataTableExportOptions,
  TWO_LINES,
} from '@inventor-portal/shared/ui';
import type { PatentsT } from '@remote-patents/i18n';
import { EXPORT_SHEET, TABLE_EXPORT_FILE } from '../../lib/card-export';
import { clampLevel } from '../../lib/levels';
import { patentFieldLabels, type PatentField } from '../../lib/patent-fields';
import { DocumentLink } from '../common/document-link';

const LongText = ({ text }: { text: string | null }) =>
  text ? (
    <Typography variant="body2" sx={TWO_LINES} title={text}>
      {text}
    </Typography>
  ) : null;

const level = (value: number | null) => (value === null ? null : clampLevel(value));

type Labels = Record<PatentField, string>;

const documentColumn = (
  id: 'deposit_document' | 'research_report_document' | 'delivery_document',
  labels: Labels,
  t: PatentsT,
): DataTableColumn<PatentListItem> => ({
  id,
  header: labels[id],
  size: 220,
  render: (row) =>
    row[id] ? <DocumentLink url={row[id]}>{t('patentsTable.openDocument')}</DocumentLink> : null,
});

const dateColumn = (
  id: 'deposit_date' | 'research_report_date' | 'delivery_date',
  labels: Labels,
): DataTableColumn<PatentListItem> => ({
  id,
  header: labels[id],
  size: 180,
  render: (row) => formatDate(row[id]),
});

/**
 * The 19 patent columns (spec §2 "Table view"), in the spec's order, headed in the page's
 * language (the headers are also the export's). Accessors give the raw values used for sorting,
 * searching and export; renderers give what people read.
 */
export function patentColumns(
  t: PatentsT,
  onAvatarClick: (inventorId: number) => void,
): DataTableColumn<PatentListItem>[] {
  const labels = patentFieldLabels(t);
  return [
    {
      id: 'title',
      header: labels.title,
      render: (row) => (
        <Typography variant="body2" sx={{ ...TWO_LINES, fontWeight: 600 }} title={row.title}>
          {row.title}
        </Typography>
      ),
    },
    {
      id: 'inventors',
      header: labels.inventors,
      size: 200,
      accessor: (row) => row.inventors.map((inventor) => inventorDisplayName(inventor)),
      render: (row) => (
        <InventorAvatars inventors={row.inventors} max={4} onAvatarClick={onAvatarClick} />
      ),
    },
    { id: 'deposit_number', header: labels.deposit_number, size: 200 },
    documentColumn('deposit_document', labels, t),
    dateColumn('deposit_date', labels),
    documentColumn('research_report_document', labels, t),
    {
      id: 'research_report_result',
      header: labels.research_report_result,
      render: (row) => <LongText text={row.research_report_result} />,
    },
    dateColumn('research_report_date', labels),
    documentColumn('delivery_document', labels, t),
    dateColumn('delivery_date', labels),
    {
      id: 'status',
      header: labels.status,
      size: 160,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'TRL_level',
      header: labels.TRL_level,
      size: 150,
      accessor: (row) => level(row.TRL_level),
    },
    {
      id: 'CRL_level',
      header: labels.CRL_level,
      size: 150,
      accessor: (row) => level(row.CRL_level),
    },
    { id: 'abstract', header: labels.abstract, render: (row) => <LongText text={row.abstract} /> },
    { id: 'contract_type', header: labels.contract_type, size: 200 },
    { id: 'sector', header: labels.sector, size: 200 },
    { id: 'nature', header: labels.nature, size: 200 },
    {
      id: 'schemas',
      header: labels.schemas,
      size: 200,
      render: (row) =>
        row.schemas.length === 0 ? null : (
          <Stack spacing={0.25}>
            {row.schemas.map((url, index) => (
              <DocumentLink key={`${index}-${url}`} url={url}>
                {t('patentsTable.schema', { number: index + 1 })}
              </DocumentLink>
            ))}
          </Stack>
        ),
    },
    { id: 'affiliation', header: labels.affiliation, size: 200 },
  ];
}

/** patents.csv / patents.xlsx, sheet 'Patents' (spec §9); dates stay ISO so spreadsheets read them as dates. */
export const patentExportOptions: DataTableExportOptions<PatentListItem> = {
  fileName: TABLE_EXPORT_FILE,
  sheetName: EXPORT_SHEET,
};
