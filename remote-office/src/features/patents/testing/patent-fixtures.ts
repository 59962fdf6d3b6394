import type { PatentListItem } from '@inventor-portal/shared/schemas';
import { makeInventorSummary } from '@inventor-portal/shared/test-fixtures';
import type { OfficePatentDetail } from '../api/office-patents-api';

/** A patent row of `GET /api/office/patents/`. */
export function makePatentRow(id: number, extra: Partial<PatentListItem> = {}): PatentListItem {
  return {
    id,
    title: `Patent ${id}`,
    deposit_number: `FR-${id}`,
    deposit_document: null,
    deposit_date: '2024-05-01',
    research_report_document: null,
    research_report_result: null,
    research_report_date: null,
    delivery_document: null,
    delivery_date: null,
    status: 'pending',
    TRL_level: 4,
    CRL_level: 2,
    abstract: null,
    contract_type: null,
    sector: 'Energy',
    nature: null,
    schemas: [],
    affiliation: 'UIR',
    inventors: [makeInventorSummary(1, 'Ada Lovelace')],
    ...extra,
  };
}

/** `GET /api/office/patents/{id}/`: the detail shape plus `inventor_details`. */
export function makePatentDetail(
  id: number,
  extra: Partial<OfficePatentDetail> = {},
): OfficePatentDetail {
  const { inventors, ...row } = makePatentRow(id);
  return {
    ...row,
    inventors: inventors.map((inventor) => inventor.id),
    inventor_details: inventors,
    ...extra,
  };
}
