import type { Confirmation } from '@inventor-portal/shared/schemas';

/** Inventors who confirmed the ticket's current version, of all its inventors ("2/3 confirmed"). */
export function confirmationCount(ticket: { confirmations: readonly Confirmation[] }) {
  const confirmed = ticket.confirmations.filter((c) => c.state === 'confirmed').length;
  return { confirmed, total: ticket.confirmations.length };
}
