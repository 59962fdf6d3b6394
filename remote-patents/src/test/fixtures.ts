import type { PatentDetail, PatentListItem, User } from '@inventor-portal/shared/schemas';
import { makeInventorSummary, paged } from '@inventor-portal/shared/test-fixtures';

export { paged };
export const makeInventor = makeInventorSummary;

export const ME_ID = 1;

const patentBase = (id: number) => ({
  id,
  title: `Patent ${id}`,
  deposit_number: `DN-${id}`,
  deposit_document: null,
  deposit_date: '2024-05-01',
  research_report_document: null,
  research_report_result: 'Favourable',
  research_report_date: '2024-06-15',
  delivery_document: null,
  delivery_date: null,
  status: 'pending',
  TRL_level: 4,
  CRL_level: 3,
  abstract: `Abstract of patent ${id}`,
  contract_type: 'Licence',
  sector: 'Energy',
  nature: 'Invention',
  schemas: [],
  affiliation: 'CIE',
});

export function makePatent(id: number, extra: Partial<PatentListItem> = {}): PatentListItem {
  return { ...patentBase(id), inventors: [makeInventor(ME_ID, 'Ada Lovelace')], ...extra };
}

export function makePatentDetail(id: number, extra: Partial<PatentDetail> = {}): PatentDetail {
  return { ...patentBase(id), inventors: [ME_ID], ...extra };
}

export const me: User = {
  email: 'ada@example.com',
  inventor: {
    ...makeInventor(ME_ID, 'Ada Lovelace'),
    email: 'ada@example.com',
    phone: null,
    orcid: null,
    name_variant: [],
    patents_count: 0,
    tickets_count: 0,
    co_inventors_count: 0,
  },
};
