import { sql, type OperationNodeSource } from 'kysely';
import type { Db } from '@server/db/database';
import { isSqlite } from '@server/db/dialect-of';
import { normalizeSearch } from '@server/lib/search-text';
import type { AttestationState } from '../attestation/attestation.service';
import {
  insertCoApplications,
  insertTicketInventors,
  insertTicketReturning,
  type TicketInsert,
} from './ticket.repository';
import type { TicketRow } from './ticket.mapper';

/** A new ticket's rows besides its own: its inventors' links and its co-applicants, in order. */
export interface TicketParts {
  links: ReadonlyArray<readonly [inventorId: number, attestation: Partial<AttestationState>]>;
  coApplications: string[];
  /**
   * Rows of other tables written with the ticket (its answers: forms.service
   * `ticketAnswersInsertFrom`; its activity), each an INSERT that may read the new ticket's id
   * from `t`; on SQLite `run` writes them.
   */
  more: Array<{ statement: OperationNodeSource; run: (ticketId: number) => Promise<unknown> }>;
}

/**
 * Inserts a ticket whole and answers its row as stored. On PostgreSQL in ONE statement (the
 * links and co-applicants read their id from the ticket's `insert ... returning` in the same
 * statement, each list one JSON parameter typed by its table's row); on SQLite, where a
 * statement is no round trip, one INSERT per table in the caller's transaction.
 */
export async function insertTicketWhole(
  db: Db,
  values: TicketInsert,
  parts: TicketParts,
): Promise<TicketRow> {
  if (isSqlite(db)) {
    const row = await insertTicketReturning(db, values);
    for (const part of parts.more) await part.run(row.id);
    await insertTicketInventors(db, row.id, parts.links);
    await insertCoApplications(db, row.id, parts.coApplications);
    return row;
  }
  const ticket = db
    .insertInto('tickets')
    .values({ ...values, search_text: normalizeSearch(values.title) })
    .returningAll();
  const links = parts.links.map(([inventor_id, attestation], position) => ({
    inventor_id,
    position,
    ...attestation,
  }));
  const coApplications = parts.coApplications.map((value, position) => ({ value, position }));
  const writes = [
    ...parts.more.map((part) => part.statement),
    ...(links.length === 0
      ? []
      : [
          sql`insert into ticket_inventors (ticket_id, inventor_id, position, percent,
              confirmation_state, confirmation_at, decline_reason, confirmed_hash)
            select t.id, r.inventor_id, r.position, r.percent, r.confirmation_state,
              r.confirmation_at, r.decline_reason, r.confirmed_hash
            from t, json_populate_recordset(null::ticket_inventors, ${JSON.stringify(links)}) r`,
        ]),
    ...(coApplications.length === 0
      ? []
      : [
          sql`insert into ticket_co_applications (ticket_id, value, position)
            select t.id, r.value, r.position
            from t, json_populate_recordset(null::ticket_co_applications,
              ${JSON.stringify(coApplications)}) r`,
        ]),
  ];
  const ctes = writes.map((write, index) => sql`, ${sql.raw(`w${index}`)} as (${write})`);
  const { rows } = await sql<TicketRow>`with t as (${ticket})${sql.join(ctes, sql``)}
    select * from t`.execute(db);
  return rows[0];
}
