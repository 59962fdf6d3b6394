import type { PublicDisclosureKind } from '@inventor-portal/shared/schemas';

/** What the create and edit calls send (docs/api.md: multipart, same fields for both). */
export interface TicketSubmission {
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  is_draft: boolean;
  inventors: number[];
  co_applications: string[];
  drawings?: File | null;
  /** [] = no split given; else one entry per inventor (API.md Part 2). */
  contributions: { inventor: number; percent: number }[];
  public_disclosure_date: string | null;
  public_disclosure_kind: PublicDisclosureKind | null;
  conception_date: string | null;
  funding: string[];
  /** The questionnaire's answers (API.md Part 3): sent as a JSON text; they replace the stored ones. */
  answers?: Record<string, unknown>;
}

/**
 * Multipart body of create/edit: lists are repeated keys, booleans are 'true'/'false',
 * blank co-applications are dropped and the drawing is sent only when one was chosen.
 */
export function toTicketFormData(ticket: TicketSubmission): FormData {
  const body = new FormData();
  body.append('title', ticket.title);
  body.append('summary', ticket.summary);
  body.append('context', ticket.context);
  body.append('problem_identification', ticket.problem_identification);
  body.append('is_draft', ticket.is_draft ? 'true' : 'false');
  ticket.inventors.forEach((id) => body.append('inventors', String(id)));
  ticket.co_applications
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .forEach((name) => body.append('co_applications', name));
  if (ticket.drawings) body.append('drawings', ticket.drawings);
  // API.md Part 2: the split as a JSON text, dates as 'YYYY-MM-DD' ('' clears one), funding
  // repeated like the other lists.
  body.append('contributions', JSON.stringify(ticket.contributions));
  body.append('public_disclosure_date', ticket.public_disclosure_date ?? '');
  body.append('public_disclosure_kind', ticket.public_disclosure_kind ?? '');
  body.append('conception_date', ticket.conception_date ?? '');
  ticket.funding.forEach((source) => body.append('funding', source));
  if (ticket.answers) body.append('answers', JSON.stringify(ticket.answers));
  return body;
}
