import type { FastifyInstance } from 'fastify';
import { changePasswordSchema } from '@inventor-portal/shared/schemas';
import { HttpError, unauthenticated } from '../../../lib/http-error';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { validate } from '../../../lib/validation';
import { deleteUserSessions } from '../../../plugins/app/session';
import { findUserById, setPasswordHash } from '../../../repositories/user.repository';
import { assertPasswordRules } from './password-rules';

/** POST /change-password: the current session stays, every other session of the user ends. */
export default async function passwordRoutes(app: FastifyInstance) {
  app.post('/change-password', { onRequest: app.requireAuth }, async (request) => {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const { old_password, new_password } = validate(changePasswordSchema, request.body);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(old_password, user.password_hash))) {
      throw new HttpError(400, 'Current password is incorrect.', { old_password: ['Current password is incorrect.'] });
    }
    assertPasswordRules(new_password, user.email);
    const hash = await hashPassword(new_password);
    await app.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, user.id, hash);
      await deleteUserSessions(trx, user.id, auth.sessionId);
    });
    return { detail: 'Password changed successfully!' };
  });
}
