import type { OfficeTicketRow, Ticket } from '@inventor-portal/shared/schemas';
import { disclosureFlags } from '../tickets/ticket-reads.service';
import type { TicketRow } from '../tickets/ticket.mapper';

/** What the office rows add for attestation (shared `officeAttestationShape`). */
export interface OfficeAttestation {
  confirmations_summary: { confirmed: number; total: number };
  disclosure_soon: boolean;
  disclosure_overdue: boolean;
}

export type OfficeAttestedRow = OfficeTicketRow & OfficeAttestation;

/** "2/3 confirmed" and the disclosure flags of one row, from what the page already read. */
export function officeAttestation(
  row: TicketRow,
  ticket: Ticket,
  now = new Date(),
): OfficeAttestation {
  return {
    confirmations_summary: {
      confirmed: ticket.confirmations.filter((c) => c.state === 'confirmed').length,
      total: ticket.confirmations.length,
    },
    ...disclosureFlags(row, now),
  };
}
