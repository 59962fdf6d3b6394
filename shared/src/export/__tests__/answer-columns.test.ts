import { read, utils } from 'xlsx';
import { captureDownloads } from '../../test-utils/capture-download';
import { parseQuotedCsv } from '../../test-utils/parse-csv';
import { SAMPLE_QUESTIONNAIRE } from '../../test-utils/questionnaire-fixture';
import { answerExportColumns, type AnsweredRow } from '../answer-columns';
import { exportRows } from '../export-rows';
import type { ExportColumn } from '../types';

type Row = AnsweredRow & { id: number };

const rows: Row[] = [
  {
    id: 1,
    answers: {
      funded: true,
      grant_number: 'ERC-STG-42',
      agency: 'erc',
      erc_panel: ['pe', 'ls'],
      notes: 'Lab notes',
      years: 4,
      first_use: '2025-03-14',
      partners: ['startup', 'sme'],
      data: [7, 9],
    },
    attachments: [
      { id: 7, name: 'sheet-a.pdf' },
      { id: 9, name: 'sheet-b.xlsx' },
    ],
  },
  // A ticket of an older version, or with nothing answered yet: empty cells.
  { id: 2, answers: { funded: false } },
  { id: 3 },
];

const WORDS = {
  en: { yes: 'Yes', no: 'No' },
  fr: { yes: 'Oui', no: 'Non' },
};

const columnsIn = (language: 'en' | 'fr'): ExportColumn<Row>[] => [
  { key: 'id', header: 'ID' },
  ...answerExportColumns<Row>(SAMPLE_QUESTIONNAIRE, language, WORDS[language]),
];

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => capture.restore());

async function exported(format: 'csv' | 'xlsx', language: 'en' | 'fr'): Promise<unknown[][]> {
  await exportRows({
    format,
    fileName: 'tickets',
    sheetName: 'Tickets',
    columns: columnsIn(language),
    rows,
  });
  expect(capture.downloads).toHaveLength(1);
  const { blob } = capture.downloads[0];
  if (format === 'csv') return parseQuotedCsv(await blob.text());
  const book = read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  return utils.sheet_to_json(book.Sheets.Tickets, { header: 1, defval: '', raw: true });
}

describe('answer columns of the exports', () => {
  it('adds one column per question, headed by its label, with readable cells (CSV)', async () => {
    const table = await exported('csv', 'en');
    expect(table[0]).toEqual([
      'ID',
      'Funded?',
      'Grant number',
      'Agency',
      'ERC panels',
      'Notes',
      'Years',
      'First use',
      'Partners',
      'Data sheets',
    ]);
    expect(table[1]).toEqual([
      '1',
      'Yes',
      'ERC-STG-42',
      'European Research Council',
      'Physical sciences; Life sciences',
      'Lab notes',
      '4',
      '2025-03-14',
      'Start-up; SME',
      'sheet-a.pdf; sheet-b.xlsx',
    ]);
    expect(table[2]).toEqual(['2', 'No', '', '', '', '', '', '', '', '']);
    expect(table[3]).toEqual(['3', '', '', '', '', '', '', '', '', '']);
  });

  it('writes the same cells in French in an xlsx, numbers as numbers', async () => {
    const table = await exported('xlsx', 'fr');
    expect(table[0]).toEqual([
      'ID',
      'Financé ?',
      'Numéro de subvention',
      'Organisme',
      'Panels du CER',
      'Notes',
      'Années',
      'Première utilisation',
      'Partenaires',
      'Fiches techniques',
    ]);
    expect(table[1]).toEqual([
      1,
      'Oui',
      'ERC-STG-42',
      'Conseil européen',
      'Sciences physiques; Sciences de la vie',
      'Lab notes',
      4,
      '2025-03-14',
      'Jeune pousse; PME',
      'sheet-a.pdf; sheet-b.xlsx',
    ]);
    expect(table[2]).toEqual([2, 'Non', '', '', '', '', '', '', '', '']);
  });

  it('adds nothing without a published questionnaire', () => {
    expect(answerExportColumns<Row>(null, 'en', WORDS.en)).toEqual([]);
  });
});
