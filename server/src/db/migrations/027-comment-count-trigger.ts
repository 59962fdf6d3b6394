import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * `tickets.comments_count` kept by a trigger on `ticket_comments` (issue 33, point 2), in the
 * statement that adds the comment: a comment and its count are one statement instead of two,
 * and no path that adds a comment can forget the count. Comments are never deleted one by one
 * (only with their ticket, which takes its count along), so there is no delete trigger.
 */
export function commentCountTrigger(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create or replace function count_ticket_comment() returns trigger
          language plpgsql as $$
          begin
            update tickets set comments_count = comments_count + 1 where id = new.ticket_id;
            return null;
          end $$`.execute(db);
        await sql`create trigger ticket_comments_count after insert on ticket_comments
          for each row execute function count_ticket_comment()`.execute(db);
        return;
      }
      await sql`create trigger ticket_comments_count after insert on ticket_comments begin
          update tickets set comments_count = comments_count + 1 where id = new.ticket_id;
        end`.execute(db);
    },
  };
}
