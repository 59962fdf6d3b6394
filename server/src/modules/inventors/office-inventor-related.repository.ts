import { sql, type RawBuilder } from 'kysely';
import type {
  OfficeInventorPatent,
  OfficeInventorTicket,
  TicketStatus,
} from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';

/** What the office shows of inventors besides their row, by inventor id. */
export interface OfficeInventorRelated {
  /** Non-draft tickets each sent or is named on. */
  ticketCounts: Map<number, number>;
  patentCounts: Map<number, number>;
  /** Name variants in position order. */
  variants: Map<number, string[]>;
  /** With `detail` (one inventor): their non-draft tickets the caller may see, newest first. */
  tickets: OfficeInventorTicket[];
  /** With `detail`: their patents, newest first. */
  patents: OfficeInventorPatent[];
}

const TICKET_COUNT = 0;
const PATENT_COUNT = 1;
const VARIANT = 2;
const TICKET = 3;
const PATENT = 4;

/**
 * `is_draft = 0`, written so that no index serves it (`+`): nearly every ticket is not a draft,
 * but SQLite, without statistics, would walk the `is_draft` index over all of them (138 ms for
 * a page of 20 inventors on 50,000 tickets, 36 ms for one inventor's tickets) instead of the
 * inventor's links and submissions (0.1 ms).
 */
const notDraft = sql<boolean>`+tickets.is_draft = ${0}`;

/** Non-draft tickets each inventor of `ids` sent or is named on (each ticket once). */
function ticketLinks(db: Db, ids: number[]) {
  const named = db
    .selectFrom('ticket_inventors')
    .innerJoin('tickets', 'tickets.id', 'ticket_inventors.ticket_id')
    .select(['ticket_inventors.inventor_id as inventor_id', 'tickets.id as ticket_id'])
    .where(notDraft)
    .where('ticket_inventors.inventor_id', 'in', ids);
  const submitted = db
    .selectFrom('tickets')
    .select(['tickets.submitter_id as inventor_id', 'tickets.id as ticket_id'])
    .where(notDraft)
    .where('tickets.submitter_id', 'in', ids);
  return named.union(submitted);
}

/**
 * The counts and name variants of the inventors `ids` in ONE statement (a `union all`, each
 * row's values as a JSON object, db/json-rows.ts), instead of one query per table. With
 * `detail` (a single inventor), their tickets (`visible` to the caller) and patents too, each
 * numbered in its newest-first order.
 */
function relatedQuery(db: Db, ids: number[], detail: RawBuilder<boolean> | null) {
  const [first] = ids;
  const counts = db
    .selectFrom(ticketLinks(db, ids).as('links'))
    .select([
      sql.lit(TICKET_COUNT).as('kind'),
      'links.inventor_id',
      sql.lit(0).as('o1'),
      sql.lit(0).as('o2'),
      jsonObject(db, { n: sql`count(*)` }).as('data'),
    ])
    .groupBy('links.inventor_id')
    .unionAll(
      db
        .selectFrom('patent_inventors')
        .select([
          sql.lit(PATENT_COUNT).as('kind'),
          'patent_inventors.inventor_id',
          sql.lit(0).as('o1'),
          sql.lit(0).as('o2'),
          jsonObject(db, { n: sql`count(*)` }).as('data'),
        ])
        .where('patent_inventors.inventor_id', 'in', ids)
        .groupBy('patent_inventors.inventor_id'),
    )
    .unionAll(
      db
        .selectFrom('inventor_name_variants')
        .select([
          sql.lit(VARIANT).as('kind'),
          'inventor_name_variants.inventor_id',
          'inventor_name_variants.position as o1',
          'inventor_name_variants.id as o2',
          jsonObject(db, { name: 'inventor_name_variants.name' }).as('data'),
        ])
        .where('inventor_name_variants.inventor_id', 'in', ids),
    );
  if (!detail) return counts;
  return counts
    .unionAll(
      db
        .selectFrom('tickets')
        .select([
          sql.lit(TICKET).as('kind'),
          sql<number>`cast(${first} as integer)`.as('inventor_id'),
          sql<number>`row_number() over (order by tickets.created_at desc, tickets.id desc)`.as(
            'o1',
          ),
          sql.lit(0).as('o2'),
          jsonObject(db, {
            id: 'tickets.id',
            title: 'tickets.title',
            status: 'tickets.status',
            meeting_date: 'tickets.meeting_date',
            created_at: 'tickets.created_at',
            submitter_id: 'tickets.submitter_id',
          }).as('data'),
        ])
        .where(notDraft)
        .where(detail)
        // One id list (named on, or sent) rather than `submitter = ? or id in (…)`, which
        // PostgreSQL answers by scanning every ticket (17 ms on 50,000; this: 0.1 ms).
        .where(
          'tickets.id',
          'in',
          db
            .selectFrom('ticket_inventors')
            .select('ticket_inventors.ticket_id')
            .where('ticket_inventors.inventor_id', '=', first)
            .union(
              db
                .selectFrom('tickets as own')
                .select('own.id as ticket_id')
                .where('own.submitter_id', '=', first),
            ),
        ),
    )
    .unionAll(
      db
        .selectFrom('patents')
        .innerJoin('patent_inventors', 'patent_inventors.patent_id', 'patents.id')
        .select([
          sql.lit(PATENT).as('kind'),
          'patent_inventors.inventor_id',
          sql<number>`row_number() over (order by patents.created_at desc, patents.id desc)`.as(
            'o1',
          ),
          sql.lit(0).as('o2'),
          jsonObject(db, {
            id: 'patents.id',
            title: 'patents.title',
            deposit_number: 'patents.deposit_number',
            deposit_date: 'patents.deposit_date',
            status: 'patents.status',
          }).as('data'),
        ])
        .where('patent_inventors.inventor_id', '=', first),
    );
}

/**
 * The counts and name variants of the inventors `ids`; with `detail` (the caller's visibility
 * condition, for one inventor) also their tickets and patents. One statement.
 */
export async function officeInventorRelated(
  db: Db,
  ids: number[],
  detail: RawBuilder<boolean> | null = null,
): Promise<OfficeInventorRelated> {
  const related: OfficeInventorRelated = {
    ticketCounts: new Map(),
    patentCounts: new Map(),
    variants: new Map(),
    tickets: [],
    patents: [],
  };
  if (ids.length === 0) return related;
  const rows = await relatedQuery(db, ids, detail)
    .orderBy('kind')
    .orderBy('inventor_id')
    .orderBy('o1')
    .orderBy('o2')
    .execute();
  for (const row of rows) {
    const inventorId = Number(row.inventor_id);
    const kind = Number(row.kind);
    if (kind === TICKET_COUNT || kind === PATENT_COUNT) {
      const n = Number(parseJsonCell<{ n: number | string }>(row.data).n);
      (kind === TICKET_COUNT ? related.ticketCounts : related.patentCounts).set(inventorId, n);
    } else if (kind === VARIANT) {
      const { name } = parseJsonCell<{ name: string }>(row.data);
      const list = related.variants.get(inventorId);
      if (list) list.push(name);
      else related.variants.set(inventorId, [name]);
    } else if (kind === TICKET) {
      const t = parseJsonCell<{
        id: number;
        title: string;
        status: string;
        meeting_date: string | null;
        created_at: string;
        submitter_id: number;
      }>(row.data);
      related.tickets.push({
        id: t.id,
        title: t.title,
        status: t.status as TicketStatus,
        role: t.submitter_id === inventorId ? 'submitter' : 'inventor',
        meeting_date: t.meeting_date,
        created_at: t.created_at,
      });
    } else related.patents.push(parseJsonCell<OfficeInventorPatent>(row.data));
  }
  return related;
}
