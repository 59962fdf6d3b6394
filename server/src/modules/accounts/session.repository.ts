import { hash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, Db, Dialect } from '@server/db/database';
import { ownVersionColumns } from '@server/db/owner-versions';
import { precompile } from '@server/db/precompiled';
import { isoIn, nowIso } from '@server/lib/time';

/** A session ends 14 days after login, or after 7 days without a request. */
export const SESSION_ABSOLUTE_MS = 14 * 24 * 3600_000;
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;

/** Sessions are stored by the sha256 of the cookie value: a leaked row cannot be replayed as a cookie. */
export const hashSessionId = (value: string) => hash('sha256', value, 'hex');

/** Creates a fresh session (new id on every login) and returns the cookie value. */
export async function createSession(
  db: Db,
  userId: number,
  signInMethod = 'password',
): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      id: hashSessionId(value),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: isoIn(SESSION_ABSOLUTE_MS),
      sign_in_method: signInMethod,
    })
    .execute();
  return value;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

/** Ends the sessions of a user opened with the portal password, except `keepSessionId`. */
export async function deletePasswordSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('sign_in_method', '=', 'password')
    .where('id', '!=', keepSessionId)
    .execute();
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: nowIso() })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * The session row and its user, by hashed id (compiled once per app: it runs on every /api
 * request). `versions` (a handle with a data version, data-version.ts) adds the table
 * versions, `name=version,…`, in the same statement (`versions` names the dialect's aggregate):
 * the remembered answers of the request check them (db/table-versions.ts) without a second
 * statement. `own` adds the caller's own versions (`own_<table>`, db/owner-versions.ts) by two
 * primary-key joins, for the routes whose answers need them (`config.ownVersions`): they cost
 * the statement about a fifth of its time on SQLite, which the other routes do not pay. On
 * SQLite it runs on the reader connection, which sees every commit so far, as the reader of
 * data-version.ts does.
 */
export const sessionLookup = (db: Kysely<DB>, versions: Dialect | null, own = false) =>
  precompile(
    (id: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'sessions.sign_in_method',
          'users.id as user_id',
          'users.inventor_id',
          'users.email',
          'users.role',
          'users.is_active',
          'users.must_change_password',
          'users.two_factor_enabled_at',
          'users.language',
        ])
        .$if(versions !== null && own, (q) =>
          q
            .leftJoin('user_versions as own_user', 'own_user.user_id', 'users.id')
            .leftJoin(
              'inventor_versions as own_inventor',
              'own_inventor.inventor_id',
              'users.inventor_id',
            )
            .select(ownVersionColumns()),
        )
        .$if(versions !== null, (q) =>
          q.select(
            (versions === 'postgres'
              ? sql<
                  string | null
                >`(select string_agg(name || '=' || version, ',') from table_versions)`
              : sql<
                  string | null
                >`(select group_concat(name || '=' || version, ',') from table_versions)`
            ).as('versions'),
          ),
        )
        .where('sessions.id', '=', id),
    ['\u0000session-id'],
  );

/**
 * Whether a session still stands: not ended, not expired, its account active. An open events
 * stream checks it at each heartbeat, so signing out or a deactivation also ends the stream.
 */
export async function sessionStillValid(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.expires_at', 'users.is_active'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined && row.is_active === 1 && Date.parse(row.expires_at) > Date.now();
}
