import type { ReviewTicket } from '@inventor-portal/shared';

type Person = NonNullable<ReviewTicket['inventors']>[number];

const personName = (person: Person): string | null =>
  typeof person === 'string' ? person : (person.name ?? person.preferred_name ?? null);

/** The inventors' names, whichever way the server spells them. */
export function inventorNames(ticket: ReviewTicket): string[] {
  if (ticket.inventor_names && ticket.inventor_names.length > 0) return ticket.inventor_names;
  return (ticket.inventors ?? []).map(personName).filter((n): n is string => Boolean(n));
}

/** A questionnaire answer as text (lists joined, booleans as yes/no keys left to the caller). */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
