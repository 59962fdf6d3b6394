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
  return body;
}
