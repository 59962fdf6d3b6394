import type { Selectable } from 'kysely';
import type {
  InventorSummary,
  PatentDetail,
  PatentListItem,
} from '@inventor-portal/shared/schemas';
import type { PatentTable } from '@server/db/database';

export type PatentRow = Omit<Selectable<PatentTable>, 'search_text' | 'created_at'>;

/** TRL/CRL are 0–9 in the API whatever an import left in the column. */
const level = (value: number | null): number | null =>
  value === null || value === undefined
    ? null
    : Math.min(9, Math.max(0, Math.round(Number(value))));

function patentFields(row: PatentRow, schemas: string[]) {
  return {
    id: row.id,
    title: row.title,
    deposit_number: row.deposit_number,
    deposit_document: row.deposit_document,
    deposit_date: row.deposit_date,
    research_report_document: row.research_report_document,
    research_report_result: row.research_report_result,
    research_report_date: row.research_report_date,
    delivery_document: row.delivery_document,
    delivery_date: row.delivery_date,
    status: row.status,
    TRL_level: level(row.trl_level),
    CRL_level: level(row.crl_level),
    abstract: row.abstract,
    contract_type: row.contract_type,
    sector: row.sector,
    nature: row.nature,
    schemas,
    affiliation: row.affiliation,
  };
}

/** List shape: inventors as summary objects. */
export const toPatentListItem = (
  row: PatentRow,
  schemas: string[],
  inventors: InventorSummary[],
): PatentListItem => ({
  ...patentFields(row, schemas),
  inventors,
});

/** Detail shape: inventors as ids. */
export const toPatentDetail = (
  row: PatentRow,
  schemas: string[],
  inventors: number[],
): PatentDetail => ({
  ...patentFields(row, schemas),
  inventors,
});
