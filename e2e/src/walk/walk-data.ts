import type { Page } from 'playwright-core';
import { allPatents, allTickets, apiGet, type ApiTicket } from '../api';
import type { WalkData } from './types';

interface ListedTicket extends ApiTicket {
  is_draft?: boolean;
}

/**
 * The records the walk opens, read with the page's session: the ticket with the most to show
 * (a drawing, co-applications and, not being a draft, its discussion), a pending ticket of the
 * demo inventor's own (editable), and a patent with documents and schemas.
 */
export async function lookUpWalkData(page: Page): Promise<WalkData> {
  const me = await apiGet<{ inventor: { id: number } }>(page, '/api/accounts/me/');
  const tickets = (await allTickets(page)).results as ListedTicket[];
  const patents = (await allPatents(page)).results;
  const richest =
    tickets.find((t) => t.drawings && t.co_applications.length > 0 && !t.is_draft) ??
    tickets.find((t) => t.drawings && t.co_applications.length > 0) ??
    tickets.find((t) => t.drawings) ??
    tickets[0];
  const editable = tickets.find(
    (t) => t.status.toLowerCase() === 'pending' && t.submitter === me.inventor.id && !t.is_draft,
  );
  const patent =
    patents.find((p) => p.deposit_document && p.schemas.length > 0) ??
    patents.find((p) => p.schemas.length > 0) ??
    patents[0];
  if (!richest || !editable || !patent)
    throw new Error(
      `the demo data lacks a ticket (${tickets.length}), a pending ticket of the demo inventor's ` +
        `own (${editable ? 'found' : 'none'}) or a patent (${patents.length})`,
    );
  const pick = ({ id, title }: { id: number; title: string }) => ({ id, title });
  return { ticket: pick(richest), editableTicket: pick(editable), patent: pick(patent) };
}
