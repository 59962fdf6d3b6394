import {
  inventorDisplayName,
  type InventorSummary,
  type Ticket,
} from '@inventor-portal/shared/schemas';

/** A ticket as the list shows it: its inventors resolved to people (null = lookup failed). */
export interface TicketRow extends Ticket {
  inventorPeople: { id: number; inventor: InventorSummary | null }[];
  inventorNames: string[];
}

/** Ids of every inventor on the loaded tickets, each once (one lookup per person). */
export function uniqueInventorIds(tickets: readonly Ticket[]): number[] {
  return [...new Set(tickets.flatMap((ticket) => ticket.inventors))].sort((a, b) => a - b);
}

export function toTicketRows(
  tickets: readonly Ticket[],
  people: ReadonlyMap<number, InventorSummary | null>,
): TicketRow[] {
  return tickets.map((ticket) => {
    const inventorPeople = ticket.inventors.map((id) => ({ id, inventor: people.get(id) ?? null }));
    return {
      ...ticket,
      inventorPeople,
      inventorNames: inventorPeople.map(({ id, inventor }) => inventorDisplayName(inventor, id)),
    };
  });
}

/** Spec §9: the search matches the title or an inventor, case-insensitive (loaded page only). */
export function matchesTicketSearch(row: TicketRow, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    row.title.toLowerCase().includes(needle) ||
    row.inventorNames.some((name) => name.toLowerCase().includes(needle))
  );
}

export interface TicketStats {
  total: number;
  pending: number;
  approved: number;
  refused: number;
}

export function ticketStats(tickets: readonly Ticket[], total: number): TicketStats {
  const count = (status: string) =>
    tickets.filter((ticket) => ticket.status.trim().toLowerCase() === status).length;
  return {
    total,
    pending: count('pending'),
    approved: count('approved'),
    refused: count('refused'),
  };
}
