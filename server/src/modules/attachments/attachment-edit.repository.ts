import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
import type { AttestationLink } from '../attestation/attestation.service';
import { linkArm } from '../tickets/ticket-arms.mapper';

/** What an attachment added or removed reads of its ticket, under the ticket's row lock. */
export interface AttachmentEditState {
  /** The ticket's inventors in position order, with their attestation. */
  links: AttestationLink[];
  /** The ticket's attachments' ids, oldest first. */
  attachmentIds: number[];
  /** The editing account as an attachment names its uploader (undefined: no such account). */
  editor?: {
    email: string;
    name: string | null;
    preferred_name: string | null;
    full_name: string | null;
  };
}

const LINK = 0;
const ATTACHMENT = 1;
const EDITOR = 2;

/**
 * The ticket's inventors (position order), its attachments' ids (oldest first) and the editing
 * account's names in ONE statement (a `union all`, each row as a JSON object, db/json-rows.ts),
 * where they were three reads.
 */
export async function attachmentEditState(
  db: Db,
  ticketId: number,
  editorId: number,
): Promise<AttachmentEditState> {
  const rows = await linkArm(db, LINK, { id: ticketId })
    .unionAll(
      db
        .selectFrom('ticket_attachments')
        .select([
          sql.lit(ATTACHMENT).as('kind'),
          'ticket_attachments.id as o1',
          sql.lit(0).as('o2'),
          jsonObject(db, { id: 'ticket_attachments.id' }).as('data'),
        ])
        .where('ticket_attachments.ticket_id', '=', ticketId),
    )
    .unionAll(
      db
        .selectFrom('users')
        .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
        .select([
          sql.lit(EDITOR).as('kind'),
          sql.lit(0).as('o1'),
          sql.lit(0).as('o2'),
          jsonObject(db, {
            email: 'users.email',
            name: 'users.name',
            preferred_name: 'inventors.preferred_name',
            full_name: 'inventors.full_name',
          }).as('data'),
        ])
        .where('users.id', '=', editorId),
    )
    .orderBy('kind')
    .orderBy('o1')
    .orderBy('o2')
    .execute();
  const state: AttachmentEditState = { links: [], attachmentIds: [] };
  for (const row of rows) {
    const kind = Number(row.kind);
    if (kind === LINK) state.links.push(parseJsonCell<AttestationLink>(row.data));
    else if (kind === ATTACHMENT)
      state.attachmentIds.push(parseJsonCell<{ id: number }>(row.data).id);
    else state.editor = parseJsonCell<NonNullable<AttachmentEditState['editor']>>(row.data);
  }
  return state;
}
