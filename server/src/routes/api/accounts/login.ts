import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema } from '@inventor-portal/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { assertUnderLimit, clearHits, RATE_LIMITS, recordHit } from '../../../lib/rate-limit';
import { validate } from '../../../lib/validation';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from '../../../plugins/app/session';
import { findUserByEmail } from '../../../repositories/user.repository';
import { currentUserBody } from './current-user';

const INVALID_LOGIN = 'Invalid email or password.';

/** Verifying against this hash for an unknown email keeps both answers equally slow. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-placeholder'));

/** POST /login (a fresh session on success), GET and POST /logout. */
export default async function loginRoutes(app: FastifyInstance) {
  app.post('/login', async (request, reply) => {
    const { email, password } = validate(loginSchema, request.body);
    const limitKey = `${email.toLowerCase()}|${request.ip}`;
    await assertUnderLimit(app.db, RATE_LIMITS.loginFailure, limitKey);

    const user = await findUserByEmail(app.db, email);
    const ok = user
      ? await verifyPassword(password, user.password_hash)
      : (await verifyPassword(password, await getDummyHash())) && false;
    if (!user || !ok) {
      await recordHit(app.db, RATE_LIMITS.loginFailure, limitKey);
      throw new HttpError(400, INVALID_LOGIN);
    }
    await clearHits(app.db, RATE_LIMITS.loginFailure, limitKey);
    // A login always starts a new session: a session id planted before login is worthless.
    if (request.auth) await deleteSession(app.db, request.auth.sessionId);
    const sessionValue = await createSession(app.db, user.id);
    setSessionCookie(app, reply, sessionValue);
    return currentUserBody(app.db, user.id);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth) await deleteSession(app.db, request.auth.sessionId);
    clearSessionCookie(app, reply);
    return { detail: 'Logged out.' };
  };
  app.get('/logout', logout);
  app.post('/logout', logout);
}
