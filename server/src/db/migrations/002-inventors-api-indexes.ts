import type { Kysely, Migration } from 'kysely';

/** Indexes for the inventors API: the files route finds a ticket by its drawing key. */
export function inventorsApiIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('tickets_drawing_idx').on('tickets').column('drawing').execute();
      await db.schema
        .createIndex('tickets_created_idx')
        .on('tickets')
        .columns(['created_at', 'id'])
        .execute();
    },
  };
}
