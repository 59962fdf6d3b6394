import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, resetPasswordConfirmSchema } from '@inventor-portal/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import { hashPassword } from '../../../lib/passwords';
import { assertUnderLimit, RATE_LIMITS, recordHit } from '../../../lib/rate-limit';
import { checkResetToken, decodeUid, resetLink } from '../../../lib/reset-token';
import { validate } from '../../../lib/validation';
import { enqueueMail } from '../../../mail/outbox';
import { passwordResetMail } from '../../../mail/templates';
import { deleteUserSessions } from '../../../plugins/app/session';
import { findUserByEmail, findUserById, setPasswordHash } from '../../../repositories/user.repository';
import { assertPasswordRules } from './password-rules';

const SENT = 'Password reset email sent! Please check your inbox.';
const INVALID_LINK = 'Invalid or expired reset link.';

/** POST /reset-password (no account enumeration) and POST /reset-password-confirm/:uidb64/:token. */
export default async function resetRoutes(app: FastifyInstance) {
  app.post('/reset-password', async (request) => {
    const { email } = validate(forgotPasswordSchema, request.body);
    const key = email.toLowerCase();
    await assertUnderLimit(app.db, RATE_LIMITS.passwordResetRequest, key);
    await recordHit(app.db, RATE_LIMITS.passwordResetRequest, key);
    const user = await findUserByEmail(app.db, email);
    if (user) {
      const link = resetLink(app.config.publicUrl, app.config.secretKey, user);
      await app.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, passwordResetMail({ email: user.email, link }));
      });
    }
    return { detail: SENT };
  });

  // The token is in the path: 'warn' keeps the request/response log lines (which hold the URL)
  // out of the logs, so a log reader cannot use a live reset link.
  app.post('/reset-password-confirm/:uidb64/:token', { logLevel: 'warn' }, async (request) => {
    const { uidb64, token } = request.params as { uidb64: string; token: string };
    const userId = decodeUid(uidb64);
    const user = userId === null || token.length > 200 ? undefined : await findUserById(app.db, userId);
    if (!user || !checkResetToken(app.config.secretKey, user, token)) throw new HttpError(400, INVALID_LINK);
    const { new_password } = validate(resetPasswordConfirmSchema, request.body);
    assertPasswordRules(new_password, user.email);
    const hash = await hashPassword(new_password);
    const changed = await app.db.transaction().execute(async (trx) => {
      // Only if the hash the link was signed with is still current: two racing requests, one wins.
      const ok = await setPasswordHash(trx, user.id, hash, user.password_hash);
      if (ok) await deleteUserSessions(trx, user.id);
      return ok;
    });
    if (!changed) throw new HttpError(400, INVALID_LINK);
    return { detail: 'Password reset successful! You can now log in.' };
  });
}
