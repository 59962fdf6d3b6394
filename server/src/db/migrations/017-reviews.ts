import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionTableWrites } from '../pg-data-version';

/**
 * Issue 31, "Committee review" (API.md Part 3):
 *
 * - `review_rubric`: the office's one rubric (`id` = 1), its criteria as a JSON list of
 *   `{key, label: {en, fr}, weight}`; seeded with novelty, market and inventor engagement
 *   (weights 4/4/2).
 * - `reviews`: one assignment of a reviewer (any account) to a ticket, unique per pair: its
 *   state (`invited`, `in_progress`, `conflicted`, `submitted`), due date, the declaration, the
 *   scores (a JSON object `{criterion key: 1..5}`), recommendation and comment, and once
 *   submitted its weighted score in hundredths (`score_centi`), so the queue's mean is one
 *   grouped query.
 * - `review_reminders`: one row per review and reminder kind (`before`: two days before the
 *   due date, `due`: on it), claimed in the transaction that sends it: each reminder once.
 */
export function reviews(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('review_rubric')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('criteria', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      const criteria = [
        { key: 'novelty', label: { en: 'Novelty', fr: 'Nouveauté' }, weight: 4 },
        { key: 'market', label: { en: 'Market', fr: 'Marché' }, weight: 4 },
        {
          key: 'inventor_engagement',
          label: { en: 'Inventor engagement', fr: 'Engagement des inventeurs' },
          weight: 2,
        },
      ];
      await db
        .insertInto('review_rubric' as never)
        .values({
          id: 1,
          criteria: JSON.stringify(criteria),
          updated_at: new Date().toISOString(),
        } as never)
        .execute();

      await db.schema
        .createTable('reviews')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('reviewer_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('declared_at', 'text')
        .addColumn('conflict_note', 'text')
        .addColumn('scores', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('recommendation', 'text')
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('score_centi', 'integer')
        .addColumn('submitted_at', 'text')
        .addColumn('assigned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reviews_ticket_reviewer_key', ['ticket_id', 'reviewer_id'])
        .execute();
      await db.schema
        .createIndex('reviews_reviewer_idx')
        .on('reviews')
        .columns(['reviewer_id', 'id'])
        .execute();
      await db.schema
        .createIndex('reviews_due_idx')
        .on('reviews')
        .columns(['state', 'due_date'])
        .execute();

      await db.schema
        .createTable('review_reminders')
        .addColumn('review_id', 'integer', (c) =>
          c.notNull().references('reviews.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('review_reminders_pk', ['review_id', 'kind'])
        .execute();

      if (dialect === 'postgres') {
        for (const table of ['review_rubric', 'reviews', 'review_reminders']) {
          await versionTableWrites(db, table);
        }
      }
    },
  };
}
