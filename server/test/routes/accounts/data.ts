import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { nowIso } from '@server/lib/time';

/** Test data straight in the database: patents and tickets linking inventors. */
export async function addPatent(
  db: Kysely<DB>,
  title: string,
  inventorIds: number[],
): Promise<number> {
  const row = await db
    .insertInto('patents')
    .values({ title, search_text: title.toLowerCase(), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (inventorIds.length > 0) {
    await db
      .insertInto('patent_inventors')
      .values(
        inventorIds.map((inventor_id, position) => ({ patent_id: row.id, inventor_id, position })),
      )
      .execute();
  }
  return row.id;
}

export async function addTicket(
  db: Kysely<DB>,
  submitterId: number,
  inventorIds: number[],
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('tickets')
    .values({
      title: 'A ticket',
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      status: 'pending',
      is_draft: 0,
      submitter_id: submitterId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (inventorIds.length > 0) {
    await db
      .insertInto('ticket_inventors')
      .values(
        inventorIds.map((inventor_id, position) => ({ ticket_id: row.id, inventor_id, position })),
      )
      .execute();
  }
  return row.id;
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The GIF89a header of a 1×1 GIF. */
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
