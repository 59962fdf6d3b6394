/** Human labels of the patent fields (spec §3), shared by the table headers and the exports. */
export const PATENT_FIELD_LABELS = {
  title: 'Title',
  inventors: 'Inventors',
  deposit_number: 'Deposit Number',
  deposit_document: 'Deposit Document',
  deposit_date: 'Deposit Date',
  research_report_document: 'Research Report Document',
  research_report_result: 'Research Report Result',
  research_report_date: 'Research Report Date',
  delivery_document: 'Delivery Document',
  delivery_date: 'Delivery Date',
  status: 'Status',
  TRL_level: 'TRL Level',
  CRL_level: 'CRL Level',
  abstract: 'Abstract',
  contract_type: 'Contract Type',
  sector: 'Sector',
  nature: 'Nature',
  schemas: 'Schemas',
  affiliation: 'Affiliation',
} as const;

export type PatentField = keyof typeof PATENT_FIELD_LABELS;

/** The 19 table columns, in the spec's order. */
export const PATENT_TABLE_FIELDS = Object.keys(PATENT_FIELD_LABELS) as PatentField[];
