import type { ExportColumn } from '../export/types';

/** The rows and columns the export tests write out (CSV, XLSX on the main thread and in the worker). */
export interface ExportTestRow {
  title: string;
  inventors: string[];
  trl: number | null;
}

export const exportTestColumns: ExportColumn<ExportTestRow>[] = [
  { key: 'title', header: 'Title' },
  { key: 'inventors', header: 'Inventors' },
  { key: 'trl', header: 'TRL', value: (row) => row.trl },
];

/** `count` plain rows: 'Ticket 1', 'Ticket 2', ... */
export const manyExportTestRows = (count: number): ExportTestRow[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Ticket ${i + 1}`,
    inventors: ['Ada', 'Grace'],
    trl: i % 9,
  }));
