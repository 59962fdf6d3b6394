import type { Db } from '@server/db/database';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { selectAttachmentRows, toAttachment } from '../attachments/attachment.mapper';
import type { TicketRelated } from './ticket-related.repository';

/**
 * A list page's related rows, one batched query per table (inventors, co-applications,
 * attachments; never one per row), compiled once per list length. For pages this beats the one
 * JSON union of ticket-related.repository.ts on both databases, measured on 100-row pages
 * (docs/round-trips.md): building and parsing a JSON object per row costs more than the two
 * statements it saves.
 */
export async function ticketRelatedBatched(db: Db, ids: readonly number[]): Promise<TicketRelated> {
  const linksQuery = precompiledFor(
    db,
    `tickets.inventors.${ids.length}`,
    (...values: number[]) =>
      db
        .selectFrom('ticket_inventors')
        .select([
          'ticket_id',
          'inventor_id',
          'percent',
          'confirmation_state',
          'confirmation_at',
          'decline_reason',
          'confirmed_hash',
        ])
        .where('ticket_id', 'in', values)
        .orderBy('ticket_id')
        .orderBy('position'),
    idPlaceholders(ids.length),
  );
  const coAppsQuery = precompiledFor(
    db,
    `tickets.co-applications.${ids.length}`,
    (...values: number[]) =>
      db
        .selectFrom('ticket_co_applications')
        .select(['ticket_id', 'value'])
        .where('ticket_id', 'in', values)
        .orderBy('ticket_id')
        .orderBy('position')
        .orderBy('id'),
    idPlaceholders(ids.length),
  );
  const attachmentsQuery = precompiledFor(
    db,
    `tickets.attachments.${ids.length}`,
    (...values: number[]) =>
      selectAttachmentRows(db)
        .where('ticket_attachments.ticket_id', 'in', values)
        .orderBy('ticket_attachments.ticket_id')
        .orderBy('ticket_attachments.id'),
    idPlaceholders(ids.length),
  );
  const [{ rows: links }, { rows: coApps }, { rows: files }] = await Promise.all([
    db.executeQuery(linksQuery(...ids)),
    db.executeQuery(coAppsQuery(...ids)),
    db.executeQuery(attachmentsQuery(...ids)),
  ]);
  const related: TicketRelated = {
    inventors: new Map(),
    coApplicants: new Map(),
    attachments: new Map(),
    answers: new Map(),
  };
  for (const link of links) {
    const list = related.inventors.get(link.ticket_id);
    if (list) list.push(link);
    else related.inventors.set(link.ticket_id, [link]);
  }
  for (const c of coApps) {
    const list = related.coApplicants.get(c.ticket_id);
    if (list) list.push(c.value);
    else related.coApplicants.set(c.ticket_id, [c.value]);
  }
  for (const f of files) {
    const list = related.attachments.get(f.ticket_id);
    if (list) list.push(toAttachment(f));
    else related.attachments.set(f.ticket_id, [toAttachment(f)]);
  }
  return related;
}
