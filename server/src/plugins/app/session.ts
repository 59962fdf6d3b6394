import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@inventor-portal/shared/schemas';
import { hasDataVersion, setRequestVersions } from '../../db/data-version';
import { ownVersionsOf } from '../../db/owner-versions';
import { versionsFromText } from '../../db/table-versions';
import { unauthenticated } from '../../lib/http-error';
import { asLanguage } from '../../lib/language';
import {
  accountSetupRequired,
  pendingAccountSetup,
} from '@server/modules/accounts/accounts.service';
import {
  deleteSession,
  hashSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionLookup,
  touchSession,
} from '@server/modules/accounts/sessions.service';
import { isApiRequest, isSignedInRoute, matchedRoute } from './matched-route';

export const SESSION_COOKIE = 'sessionid';
const TOUCH_AFTER_MS = 5 * 60_000;

export interface AuthContext {
  sessionId: string;
  userId: number;
  /** Null for an office account without an inventor record. */
  inventorId: number | null;
  email: string;
  role: string;
  /** Still on a generated password: only the routes marked `duringAccountSetup` answer. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  /** The account's language: what its error answers are written in (plugins/app/errors.ts). */
  language: Language;
  /** How the session was opened: `password` or `sso:<provider id>` (`me` answers it). */
  signInMethod: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Open to an account that still owes its set-up (a generated password to change, office
     * staff without two-factor sign-in): `me`, change-password and the `2fa/` routes.
     */
    duringAccountSetup?: boolean;
  }
  interface FastifyInstance {
    /** Route hook (use as `onRequest: app.requireAuth`): 401 unless a valid session is present. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
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
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  });
}

async function resolveSession(
  app: FastifyInstance,
  lookup: ReturnType<typeof sessionLookup>,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const value = request.cookies[SESSION_COOKIE];
  if (!value || value.length > 200) return null;
  const id = hashSessionId(value);
  // Never cached: a logout, password change or deleted account ends the session at once.
  const [row] = (await app.db.executeQuery(lookup(id))).rows;
  if (!row) return null;
  // The table versions and the caller's own, read in the same statement for the remembered answers.
  if (row.versions) {
    setRequestVersions(request, app.db, versionsFromText(row.versions), ownVersionsOf(row));
  }
  // A deactivated account's sessions are ended when it is deactivated; this check covers a
  // session opened while the change was being committed.
  if (row.is_active !== 1) return null;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + SESSION_IDLE_MS <= now) {
    await deleteSession(app.db, id);
    return null;
  }
  if (Date.parse(row.last_seen_at) + TOUCH_AFTER_MS < now) {
    await touchSession(app.db, id);
  }
  return {
    sessionId: id,
    userId: row.user_id,
    inventorId: row.inventor_id,
    email: row.email,
    role: row.role,
    mustChangePassword: row.must_change_password === 1,
    twoFactorEnabled: row.two_factor_enabled_at !== null,
    language: asLanguage(row.language),
    signInMethod: row.sign_in_method,
  };
}

/**
 * The server-side gate of the account set-up: on a signed-in route (its contract declares the
 * session), an account with a generated password, or an office account without two-factor
 * sign-in, gets `403 {detail, code}` unless the route is marked `duringAccountSetup`. Public
 * routes (login, logout, reset, affiliations...) are not gated: they need no session.
 */
function assertAccountReady(request: FastifyRequest): void {
  const auth = request.auth;
  if (!auth || matchedRoute(request).config.duringAccountSetup || !isSignedInRoute(request)) return;
  const pending = pendingAccountSetup({
    mustChangePassword: auth.mustChangePassword,
    role: auth.role,
    twoFactorEnabled: auth.twoFactorEnabled,
    viaProvider: auth.signInMethod.startsWith('sso:'),
  });
  if (pending) throw accountSetupRequired(pending);
}

/**
 * Resolves `request.auth` from the `sessionid` cookie on /api requests (by the matched route),
 * then applies the account set-up gate.
 */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    // A handle without a data version never remembers answers: no versions to read.
    const versions = hasDataVersion(app.db) ? app.dialect : null;
    const lookup = sessionLookup(app.db, versions);
    // With the caller's own versions, for the routes that ask for them (`config.ownVersions`).
    const lookupWithOwn = sessionLookup(app.db, versions, true);
    app.addHook('onRequest', async (request) => {
      const chosen = request.routeOptions.config.ownVersions ? lookupWithOwn : lookup;
      request.auth = isApiRequest(request) ? await resolveSession(app, chosen, request) : null;
      assertAccountReady(request);
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (!request.auth) throw unauthenticated();
    });
  },
  { name: 'session', dependencies: ['config'] },
);
