import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { precompile } from '../../db/precompiled';
import { unauthenticated } from '../../lib/http-error';
import { isoIn, nowIso } from '../../lib/time';

export const SESSION_COOKIE = 'sessionid';
/** A session ends 14 days after login, or after 7 days without a request. */
export const SESSION_ABSOLUTE_MS = 14 * 24 * 3600_000;
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
const TOUCH_AFTER_MS = 5 * 60_000;

export interface AuthContext {
  sessionId: string;
  userId: number;
  inventorId: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Route hook (use as `onRequest: app.requireAuth`): 401 unless a valid session is present. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
}

const hashId = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a fresh session (new id on every login) and returns the cookie value. */
export async function createSession(db: Kysely<DB>, userId: number): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({ id: hashId(value), user_id: userId, created_at: now, last_seen_at: now, expires_at: isoIn(SESSION_ABSOLUTE_MS) })
    .execute();
  return value;
}

export async function deleteSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function deleteUserSessions(db: Kysely<DB>, userId: number, keepSessionId?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, value: string): void {
  void reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.secureCookies });
}

/** The session row and its user, by hashed id (compiled once per app: it runs on every /api request). */
const sessionLookup = (db: Kysely<DB>) =>
  precompile(
    (id: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.last_seen_at', 'sessions.expires_at', 'users.id as user_id', 'users.inventor_id', 'users.email'])
        .where('sessions.id', '=', id),
    ['\u0000session-id'],
  );

async function resolveSession(
  app: FastifyInstance,
  lookup: ReturnType<typeof sessionLookup>,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const value = request.cookies[SESSION_COOKIE];
  if (!value || value.length > 200) return null;
  const id = hashId(value);
  // Never cached: a logout, password change or deleted account ends the session at once.
  const [row] = (await app.db.executeQuery(lookup(id))).rows;
  if (!row) return null;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + SESSION_IDLE_MS <= now) {
    await deleteSession(app.db, id);
    return null;
  }
  if (Date.parse(row.last_seen_at) + TOUCH_AFTER_MS < now) {
    await app.db.updateTable('sessions').set({ last_seen_at: nowIso() }).where('id', '=', id).execute();
  }
  return { sessionId: id, userId: row.user_id, inventorId: row.inventor_id, email: row.email };
}

/** Resolves `request.auth` from the `sessionid` cookie on /api requests. */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    const lookup = sessionLookup(app.db);
    app.addHook('onRequest', async (request) => {
      request.auth = request.url.startsWith('/api/') ? await resolveSession(app, lookup, request) : null;
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (!request.auth) throw unauthenticated();
    });
  },
  { name: 'session', dependencies: ['config'] },
);
