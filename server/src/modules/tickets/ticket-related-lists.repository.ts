import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { isPostgres } from '@server/db/dialect-of';
import { jsonTuplesOf, tuplesByKey, type TupleSource } from '@server/db/json-tuples';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import {
  attachmentJsonFields,
  selectAttachmentRows,
  toAttachment,
  type AttachmentRow,
} from '../attachments/attachment.mapper';
import { ticketLinkJsonFields, type TicketLink } from './ticket.mapper';
import type { TicketRelated } from './ticket-related.repository';

/*
 * A list page's related rows: inventors in their position order, co-applicants in theirs,
 * attachments oldest first, never one query per row. Compiled once per list length. SQLite: one
 * batched query per table, which beats one statement of JSON there (a statement is no round
 * trip; docs/round-trips.md). PostgreSQL: one statement, each table's rows as a JSON array of
 * tuples (db/json-tuples.ts): less work on both sides, two round trips fewer.
 */

const emptyRelated = (): TicketRelated => ({
  inventors: new Map(),
  coApplicants: new Map(),
  attachments: new Map(),
  answers: new Map(),
});

/** Appends `value` to the list of `key`. */
export const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export async function ticketRelatedBatched(db: Db, ids: readonly number[]): Promise<TicketRelated> {
  return isPostgres(db) ? relatedAsTuples(db, ids) : relatedPerTable(db, ids);
}

async function relatedPerTable(db: Db, ids: readonly number[]): Promise<TicketRelated> {
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
  const related = emptyRelated();
  for (const link of links) push(related.inventors, link.ticket_id, link);
  for (const c of coApps) push(related.coApplicants, c.ticket_id, c.value);
  for (const f of files) push(related.attachments, f.ticket_id, toAttachment(f));
  return related;
}

const LINKS_TUPLES: TupleSource<TicketLink> = {
  from: sql`from ticket_inventors ti`,
  key: 'ti.ticket_id',
  columns: ticketLinkJsonFields('ti'),
  orderBy: ['ti.position'],
};
const CO_APPLICANTS_TUPLES: TupleSource<{ value: string }> = {
  from: sql`from ticket_co_applications tc`,
  key: 'tc.ticket_id',
  columns: { value: 'tc.value' },
  orderBy: ['tc.position', 'tc.id'],
};
const ATTACHMENTS_TUPLES: TupleSource<AttachmentRow> = {
  from: sql`from ticket_attachments ta left join users on users.id = ta.uploaded_by left join inventors on inventors.id = users.inventor_id`,
  key: 'ta.ticket_id',
  columns: attachmentJsonFields('ta'),
  orderBy: ['ta.id'],
};

/** The related rows of the tickets `ids` as tuple columns, read back by `relatedOfTuples`. */
export const relatedTupleColumns = (ids: readonly number[]) => [
  jsonTuplesOf(LINKS_TUPLES, ids).as('links'),
  jsonTuplesOf(CO_APPLICANTS_TUPLES, ids).as('co_applicants'),
  jsonTuplesOf(ATTACHMENTS_TUPLES, ids).as('attachments'),
];

/** The row of `relatedTupleColumns` as the tickets' related rows. */
export function relatedOfTuples(row: {
  links: unknown[][];
  co_applicants: unknown[][];
  attachments: unknown[][];
}): TicketRelated {
  const related = emptyRelated();
  related.inventors = tuplesByKey(LINKS_TUPLES, row.links);
  for (const [id, list] of tuplesByKey(CO_APPLICANTS_TUPLES, row.co_applicants))
    related.coApplicants.set(
      id,
      list.map((c) => c.value),
    );
  for (const [id, list] of tuplesByKey(ATTACHMENTS_TUPLES, row.attachments))
    related.attachments.set(id, list.map(toAttachment));
  return related;
}

async function relatedAsTuples(db: Db, ids: readonly number[]): Promise<TicketRelated> {
  const query = precompiledFor(
    db,
    `tickets.related-tuples.${ids.length}`,
    (...values: number[]) => db.selectNoFrom(relatedTupleColumns(values)),
    idPlaceholders(ids.length),
  );
  const { rows } = await db.executeQuery(query(...ids));
  return relatedOfTuples(rows[0]);
}
