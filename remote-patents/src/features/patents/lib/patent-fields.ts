import type { PatentsT } from '@remote-patents/i18n';

/** The patent fields (spec §3) with a column in the table, in the spec's order. */
export const PATENT_TABLE_FIELDS = [
  'title',
  'inventors',
  'deposit_number',
  'deposit_document',
  'deposit_date',
  'research_report_document',
  'research_report_result',
  'research_report_date',
  'delivery_document',
  'delivery_date',
  'status',
  'TRL_level',
  'CRL_level',
  'abstract',
  'contract_type',
  'sector',
  'nature',
  'schemas',
  'affiliation',
] as const;

export type PatentField = (typeof PATENT_TABLE_FIELDS)[number];

/**
 * Human labels of the patent fields in the page's language, shared by the table headers, the
 * exports and the detail page ('Deposit Number' / 'Numéro de dépôt').
 */
export function patentFieldLabels(t: PatentsT): Record<PatentField, string> {
  return {
    title: t('fields.title'),
    inventors: t('fields.inventors'),
    deposit_number: t('fields.depositNumber'),
    deposit_document: t('fields.depositDocument'),
    deposit_date: t('fields.depositDate'),
    research_report_document: t('fields.researchReportDocument'),
    research_report_result: t('fields.researchReportResult'),
    research_report_date: t('fields.researchReportDate'),
    delivery_document: t('fields.deliveryDocument'),
    delivery_date: t('fields.deliveryDate'),
    status: t('fields.status'),
    TRL_level: t('fields.trlLevel'),
    CRL_level: t('fields.crlLevel'),
    abstract: t('fields.abstract'),
    contract_type: t('fields.contractType'),
    sector: t('fields.sector'),
    nature: t('fields.nature'),
    schemas: t('fields.schemas'),
    affiliation: t('fields.affiliation'),
  };
}
