import { z } from 'zod';
import { inventorSummarySchema } from './inventor';

const patentBase = z.object({
  id: z.number().int(),
  title: z.string(),
  deposit_number: z.string().nullable(),
  deposit_document: z.string().nullable(),
  deposit_date: z.string().nullable(),
  research_report_document: z.string().nullable(),
  research_report_result: z.string().nullable(),
  research_report_date: z.string().nullable(),
  delivery_document: z.string().nullable(),
  delivery_date: z.string().nullable(),
  status: z.string().nullable(),
  TRL_level: z.number().int().min(0).max(9).nullable(),
  CRL_level: z.number().int().min(0).max(9).nullable(),
  abstract: z.string().nullable(),
  contract_type: z.string().nullable(),
  sector: z.string().nullable(),
  nature: z.string().nullable(),
  schemas: z.array(z.string()),
  affiliation: z.string().nullable(),
});

/** A patent in list responses: inventors as summary objects. */
export const patentListItemSchema = patentBase.extend({
  inventors: z.array(inventorSummarySchema),
});
export type PatentListItem = z.infer<typeof patentListItemSchema>;

/** A patent in the detail response: inventors as ids. */
export const patentDetailSchema = patentBase.extend({ inventors: z.array(z.number().int()) });
export type PatentDetail = z.infer<typeof patentDetailSchema>;

/** Fields `ordering` accepts on the patents list (a leading '-' sorts descending). */
export const PATENT_ORDERING_FIELDS = [
  'id',
  'title',
  'deposit_number',
  'deposit_date',
  'research_report_result',
  'research_report_date',
  'delivery_date',
  'status',
  'TRL_level',
  'CRL_level',
  'contract_type',
  'sector',
  'nature',
  'affiliation',
] as const;

export const patentListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  ordering: z
    .string()
    .refine((v) => PATENT_ORDERING_FIELDS.includes(v.replace(/^-/, '') as never), {
      message: `Ordering must be one of: ${PATENT_ORDERING_FIELDS.join(', ')} (prefix '-' for descending)`,
    })
    .optional(),
});
