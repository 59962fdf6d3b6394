import { z } from 'zod';
import { ticketStatusSchema } from './ticket';
import { officeInventorSchema } from './office';

/** A ticket on an inventor's office page: `role` says whether they sent it or are named on it. */
export const officeInventorTicketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ticketStatusSchema,
  role: z.enum(['submitter', 'inventor']),
  meeting_date: z.string().nullable(),
  created_at: z.string(),
});
export type OfficeInventorTicket = z.infer<typeof officeInventorTicketSchema>;

/** A patent on an inventor's office page. */
export const officeInventorPatentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  deposit_number: z.string().nullable(),
  deposit_date: z.string().nullable(),
  status: z.string().nullable(),
});
export type OfficeInventorPatent = z.infer<typeof officeInventorPatentSchema>;

/**
 * `GET /api/office/inventors/{id}/`: the inventor as the office lists it, plus every non-draft
 * ticket they sent or are named on (newest first) and every patent they are an inventor of
 * (newest first).
 */
export const officeInventorDetailSchema = officeInventorSchema.extend({
  tickets: z.array(officeInventorTicketSchema),
  patents: z.array(officeInventorPatentSchema),
});
export type OfficeInventorDetail = z.infer<typeof officeInventorDetailSchema>;
