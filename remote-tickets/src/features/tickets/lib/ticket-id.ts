/** The numeric id of a `:id` route segment, or null for anything else (e.g. /tickets/abc). */
export function parseTicketId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
