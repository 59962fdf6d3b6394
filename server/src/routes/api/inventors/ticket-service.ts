import type { FastifyInstance } from 'fastify';
import { ticketPayloadSchema, type Ticket } from '@inventor-portal/shared/schemas';
import { validate } from '../../../lib/validation';
import {
  coApplicationsOf,
  displayName,
  existingInventorIds,
  findTicket,
  hydrateTickets,
  insertActivity,
  insertNotifications,
  insertTicket,
  replaceCoApplications,
  replaceTicketInventors,
  ticketInventorIds,
  updateTicketRow,
} from '../../../repositories/ticket.repository';
import type { TicketRow } from '../../../repositories/ticket.mapper';
import { ticketError, type TicketInput } from './ticket-input';

/** The submitter first, then the other named inventors once each, in the order sent. */
function orderedInventors(submitterId: number, ids: number[]): number[] {
  return [...new Set([submitterId, ...ids])];
}

async function assertInventorsExist(app: FastifyInstance, ids: number[]): Promise<void> {
  const known = await existingInventorIds(app.db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw ticketError(`Unknown inventor id(s): ${unknown.join(', ')}`, 'inventors');
}

export const coInventorMessage = (submitterName: string, title: string) =>
  `${submitterName} added you as co-inventor on '${title}'`;

export async function loadTicket(app: FastifyInstance, id: number): Promise<Ticket> {
  const row = await findTicket(app.db, id);
  if (!row) throw new Error(`ticket ${id} vanished`);
  const [ticket] = await hydrateTickets(app.db, [row]);
  return ticket;
}

/** Saves a new drawing, runs `work`, and removes the drawing again if `work` fails. */
async function withDrawing<T>(app: FastifyInstance, input: TicketInput, work: (key: string | null) => Promise<T>): Promise<T> {
  const key = input.drawing ? await app.uploads.save('drawings', input.drawing.data, input.drawing.ext) : null;
  try {
    return await work(key);
  } catch (err) {
    await app.uploads.remove('drawings', key);
    throw err;
  }
}

export async function createTicket(app: FastifyInstance, submitterId: number, input: TicketInput): Promise<Ticket> {
  const payload = validate(ticketPayloadSchema, input.fields, { withError: true });
  const inventors = orderedInventors(submitterId, payload.inventors);
  await assertInventorsExist(app, inventors);
  const id = await withDrawing(app, input, (drawing) =>
    app.db.transaction().execute(async (trx) => {
      const ticketId = await insertTicket(trx, submitterId, { ...payload, drawing });
      await replaceTicketInventors(trx, ticketId, inventors);
      await replaceCoApplications(trx, ticketId, payload.co_applications);
      const name = await displayName(trx, submitterId);
      await insertNotifications(trx, inventors.filter((i) => i !== submitterId), coInventorMessage(name, payload.title));
      await insertActivity(trx, [submitterId], 'create', `Created ticket '${payload.title}'`);
      return ticketId;
    }),
  );
  return loadTicket(app, id);
}

/** Applies a partial edit: fields not sent keep their value; a sent inventors list replaces the old one. */
export async function updateTicket(app: FastifyInstance, row: TicketRow, input: TicketInput): Promise<Ticket> {
  const sent = input.fields;
  const currentInventors = await ticketInventorIds(app.db, row.id);
  const merged = {
    title: row.title,
    summary: row.summary,
    context: row.context,
    problem_identification: row.problem_identification,
    is_draft: Boolean(row.is_draft),
    inventors: currentInventors,
    co_applications: 'co_applications' in sent ? [] : await coApplicationsOf(app.db, row.id),
    ...sent,
  };
  const payload = validate(ticketPayloadSchema, merged, { withError: true });
  const inventors = orderedInventors(row.submitter_id, payload.inventors);
  await assertInventorsExist(app, inventors);
  const added = inventors.filter((i) => i !== row.submitter_id && !currentInventors.includes(i));
  await withDrawing(app, input, (newKey) =>
    app.db.transaction().execute(async (trx) => {
      const drawing = input.drawing === undefined ? row.drawing : newKey;
      await updateTicketRow(trx, row.id, { ...payload, drawing });
      if ('inventors' in sent) await replaceTicketInventors(trx, row.id, inventors);
      if ('co_applications' in sent) await replaceCoApplications(trx, row.id, payload.co_applications);
      if (added.length) {
        const name = await displayName(trx, row.submitter_id);
        await insertNotifications(trx, added, coInventorMessage(name, payload.title));
      }
      await insertActivity(trx, [row.submitter_id], 'update', `Updated ticket '${payload.title}'`);
    }),
  );
  if (input.drawing !== undefined) await app.uploads.remove('drawings', row.drawing);
  return loadTicket(app, row.id);
}
