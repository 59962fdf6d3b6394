import { attestationPayloadSchema } from './attestation';
import { ticketPayloadSchema } from './ticket';

/**
 * What create and edit take (API.md Part 2): the spec's fields, then the attestation's. The lists
 * of fields below are read off this schema, so a field added here is read from a multipart form,
 * validated and stored without another list to update.
 */
export const ticketFormSchema = ticketPayloadSchema.extend(attestationPayloadSchema.shape);

export type TicketFormField = keyof typeof ticketFormSchema.shape;

/** Every field of the ticket form, in the schema's order. */
export const TICKET_FORM_FIELDS = Object.keys(ticketFormSchema.shape) as TicketFormField[];

/** The fields a form repeats (`inventors`, `inventors[]`, `inventors[0]` …): lists of values. */
export const TICKET_LIST_FIELDS = [
  'inventors',
  'co_applications',
  'funding',
] as const satisfies readonly TicketFormField[];

/** The fields sent once, as text (`contributions` is a JSON text in a multipart form). */
export const TICKET_TEXT_FIELDS = TICKET_FORM_FIELDS.filter(
  (field) => !(TICKET_LIST_FIELDS as readonly string[]).includes(field),
);

/** The disclosure questions: the attestation's fields but the contribution split. */
export const DISCLOSURE_FIELDS = (
  Object.keys(attestationPayloadSchema.shape) as (keyof typeof attestationPayloadSchema.shape)[]
).filter((field): field is Exclude<typeof field, 'contributions'> => field !== 'contributions');
