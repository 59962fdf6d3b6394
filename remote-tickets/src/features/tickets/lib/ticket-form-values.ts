import { ticketTextSchema, zodFormErrors, type Ticket } from '@inventor-portal/shared/schemas';
import type { TicketSubmission } from '../api/ticket-form-data';

/** An inventor picked in the form: the id the server needs and the name the chip shows. */
export interface InventorOption {
  id: number;
  name: string;
  image?: string | null;
}

export interface TicketFormValues {
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  inventors: InventorOption[];
  co_applications: string[];
  drawings: File | null;
}

export type TicketTextField = 'title' | 'summary' | 'context' | 'problem_identification';

export const emptyTicketFormValues: TicketFormValues = {
  title: '',
  summary: '',
  context: '',
  problem_identification: '',
  inventors: [],
  co_applications: [],
  drawings: null,
};

/** Form values of an existing ticket (edit), with the inventor names already resolved. */
export function ticketToFormValues(ticket: Ticket, inventors: InventorOption[]): TicketFormValues {
  return {
    title: ticket.title,
    summary: ticket.summary,
    context: ticket.context,
    problem_identification: ticket.problem_identification,
    inventors,
    co_applications: [...ticket.co_applications],
    drawings: null,
  };
}

/** Spec §5 messages from the shared schema, one per field (final-form's error shape). */
export function validateTicketForm(
  values: TicketFormValues,
): Partial<Record<TicketTextField, string>> {
  // The schema checks the text fields only, so every key is a TicketTextField.
  return zodFormErrors(ticketTextSchema, values) as Partial<Record<TicketTextField, string>>;
}

export function toSubmission(values: TicketFormValues, isDraft: boolean): TicketSubmission {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    context: values.context.trim(),
    problem_identification: values.problem_identification.trim(),
    is_draft: isDraft,
    inventors: values.inventors.map((inventor) => inventor.id),
    co_applications: values.co_applications,
    drawings: values.drawings,
  };
}
