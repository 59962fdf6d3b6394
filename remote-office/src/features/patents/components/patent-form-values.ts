import {
  officePatentPayloadSchema,
  zodFormErrors,
  type FormErrors,
  type OfficePatentPayload,
  type PatentDetail,
} from '@inventor-portal/shared/schemas';

/** An inventor linked in the form: the id the server needs, the name its chip shows. */
export interface LinkedInventor {
  id: number;
  name: string;
}

/** The editor's values: text as typed; levels as text; schema links one per line. */
export interface PatentFormValues {
  title?: string;
  deposit_number?: string;
  deposit_date?: string;
  research_report_result?: string;
  research_report_date?: string;
  delivery_date?: string;
  status?: string;
  TRL_level?: string;
  CRL_level?: string;
  abstract?: string;
  contract_type?: string;
  sector?: string;
  nature?: string;
  affiliation?: string;
  schema_links?: string;
  inventors?: LinkedInventor[];
}

export const TEXT_FIELDS = [
  'deposit_number',
  'research_report_result',
  'contract_type',
  'sector',
  'nature',
  'affiliation',
] as const;
export const DATE_FIELDS = ['deposit_date', 'research_report_date', 'delivery_date'] as const;
export const LEVEL_FIELDS = ['TRL_level', 'CRL_level'] as const;

const level = (value: string | undefined): number | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : Number(text);
};

export const linksOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The payload; `uploaded` are the patent's uploaded schema images, kept as they are. */
export function toPatentPayload(
  values: PatentFormValues,
  uploaded: readonly string[] = [],
): OfficePatentPayload {
  return {
    title: values.title ?? '',
    deposit_number: values.deposit_number || null,
    deposit_date: values.deposit_date || null,
    research_report_result: values.research_report_result || null,
    research_report_date: values.research_report_date || null,
    delivery_date: values.delivery_date || null,
    status: values.status || null,
    TRL_level: level(values.TRL_level),
    CRL_level: level(values.CRL_level),
    abstract: values.abstract || null,
    contract_type: values.contract_type || null,
    sector: values.sector || null,
    nature: values.nature || null,
    affiliation: values.affiliation || null,
    schemas: [...linksOf(values.schema_links), ...uploaded],
    inventors: (values.inventors ?? []).map((inventor) => inventor.id),
  };
}

/** Payload keys whose messages belong to another form field. */
const FIELD_OF: Record<string, string> = { schemas: 'schema_links' };

/** Errors keyed by form field (the server's `schemas` messages go to the links field). */
export const toFormErrors = (errors: FormErrors | undefined): FormErrors | undefined =>
  errors &&
  Object.fromEntries(Object.entries(errors).map(([key, value]) => [FIELD_OF[key] ?? key, value]));

/** The shared rules of spec §3 (TRL/CRL 0–9, ISO dates, http(s) URLs, lengths). */
export const validatePatentForm = (values: PatentFormValues): FormErrors =>
  toFormErrors(zodFormErrors(officePatentPayloadSchema, toPatentPayload(values))) ?? {};

/** A stored date-time keeps its day: the date inputs take `YYYY-MM-DD`. */
const dayOf = (value: string | null) => (value ? value.slice(0, 10) : '');

export const isUploadedSchema = (url: string) => url.startsWith('/api/files/');

/** The form's starting values for a patent (its uploaded images are not form values). */
export function patentFormValues(
  patent: PatentDetail,
  inventors: readonly LinkedInventor[],
): PatentFormValues {
  return {
    title: patent.title,
    deposit_number: patent.deposit_number ?? '',
    deposit_date: dayOf(patent.deposit_date),
    research_report_result: patent.research_report_result ?? '',
    research_report_date: dayOf(patent.research_report_date),
    delivery_date: dayOf(patent.delivery_date),
    status: patent.status ?? '',
    TRL_level: patent.TRL_level === null ? '' : String(patent.TRL_level),
    CRL_level: patent.CRL_level === null ? '' : String(patent.CRL_level),
    abstract: patent.abstract ?? '',
    contract_type: patent.contract_type ?? '',
    sector: patent.sector ?? '',
    nature: patent.nature ?? '',
    affiliation: patent.affiliation ?? '',
    schema_links: patent.schemas.filter((url) => !isUploadedSchema(url)).join('\n'),
    inventors: [...inventors],
  };
}
