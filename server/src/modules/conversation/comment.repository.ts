import type { Comment, Role } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { accountDisplayName } from '../accounts/users.service';

/** What the thread shows for an author whose account no longer exists. */
export const DELETED_AUTHOR_NAME = 'Deleted account';

interface CommentRow {
  id: number;
  body: string;
  created_at: string;
  author_id: number | null;
  author_role: string;
  name: string | null;
  email: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

const asRole = (role: string): Role => (role === 'office' ? 'office' : 'inventor');

/** A comment row (with its author's account and inventor names) → the API object. */
export function toComment(row: CommentRow): Comment {
  const name =
    row.author_id === null || row.email === null
      ? DELETED_AUTHOR_NAME
      : accountDisplayName({
          name: row.name,
          email: row.email,
          preferred_name: row.preferred_name,
          full_name: row.full_name,
        });
  return {
    id: row.id,
    body: row.body,
    author: { id: row.author_id ?? 0, name, role: asRole(row.author_role) },
    created_at: row.created_at,
  };
}

/** Comments with their authors' display names (one query: two left joins). */
const selectComments = (db: Db) =>
  db
    .selectFrom('ticket_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
    .select([
      'c.id',
      'c.body',
      'c.created_at',
      'c.author_id',
      'c.author_role',
      'u.name',
      'u.email',
      'i.preferred_name',
      'i.full_name',
    ]);

/** One page of a ticket's thread, oldest first (the (ticket_id, id) index gives the order). */
export async function listCommentRows(
  db: Db,
  ticketId: number,
  page: { offset: number; limit: number },
): Promise<Comment[]> {
  const rows = await selectComments(db)
    .where('c.ticket_id', '=', ticketId)
    .orderBy('c.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toComment);
}

export async function findComment(db: Db, id: number): Promise<Comment | undefined> {
  const row = await selectComments(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toComment(row) : undefined;
}

/**
 * Adds a comment, in the caller's transaction, and answers it as the thread lists it, in ONE
 * statement: the author's names come back with the row (`returning` subqueries), and the
 * ticket's `comments_count` moves with the insert (a trigger, migration 027), so the count and
 * the thread never disagree.
 */
export async function insertComment(
  db: Db,
  values: { ticketId: number; authorId: number; authorRole: string; body: string; at: string },
): Promise<Comment> {
  const row = await db
    .insertInto('ticket_comments')
    .values({
      ticket_id: values.ticketId,
      author_id: values.authorId,
      author_role: values.authorRole,
      body: values.body,
      created_at: values.at,
    })
    .returning(['id', 'body', 'created_at', 'author_id', 'author_role'])
    .returning((eb) => {
      const author = eb.selectFrom('users').whereRef('users.id', '=', 'ticket_comments.author_id');
      const inventor = eb
        .selectFrom('users')
        .innerJoin('inventors', 'inventors.id', 'users.inventor_id')
        .whereRef('users.id', '=', 'ticket_comments.author_id');
      return [
        author.select('users.name').as('name'),
        author.select('users.email').as('email'),
        inventor.select('inventors.preferred_name').as('preferred_name'),
        inventor.select('inventors.full_name').as('full_name'),
      ];
    })
    .executeTakeFirstOrThrow();
  return toComment(row);
}
