import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LIMITS, newInventorSchema } from '@inventor-portal/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import { generatePassword, hashPassword, safeEqual } from '../../../lib/passwords';
import { assertUnderLimit, RATE_LIMITS, recordHit } from '../../../lib/rate-limit';
import { validate } from '../../../lib/validation';
import { enqueueMail } from '../../../mail/outbox';
import { accountCreatedMail } from '../../../mail/templates';
import { logActivity } from '../../../repositories/activity.repository';
import { createInventor, findAffiliation, findInventorRow, type NewInventorValues } from '../../../repositories/inventor.repository';
import { emailInUse, findUserByEmail, findUserByInventor, insertUser, isUniqueViolation } from '../../../repositories/user.repository';

const ACCOUNT_EXISTS = 'An account with this email already exists.';
const INVENTOR_EXISTS = 'An inventor with this email already exists. Select the existing inventor instead.';

const sharedPasswordSchema = z.object({
  shared_password: z
    .string({ message: 'Shared password is required' })
    .min(1, 'Shared password is required')
    .max(LIMITS.password, 'Invalid shared password.'),
});
const newAccountSchema = z.object({ inventor: z.preprocess((v) => v ?? {}, newInventorSchema) });
const existingAccountSchema = z.object({
  selected_inventor: z
    .union([z.number(), z.string().trim().regex(/^[0-9]{1,9}$/)], { message: 'Select an existing inventor.' })
    .transform(Number)
    .pipe(z.number({ message: 'Select an existing inventor.' }).int().positive('Select an existing inventor.').max(2 ** 31 - 1)),
});

/** The create-account screen reads `error`: every failure of this route carries it. */
const failure = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, detail, { ...extra, error: detail });

interface AccountTarget {
  email: string;
  name: string | null;
  existingInventorId: number | null;
  newInventor: NewInventorValues | null;
}

async function existingTarget(app: FastifyInstance, body: unknown): Promise<AccountTarget> {
  const { selected_inventor } = validate(existingAccountSchema, body, { withError: true });
  const inventor = await findInventorRow(app.db, selected_inventor);
  if (!inventor) throw failure(404, 'Inventor not found.');
  if (!inventor.email) throw failure(400, 'This inventor has no email address: an account needs one.');
  if ((await findUserByInventor(app.db, inventor.id)) || (await findUserByEmail(app.db, inventor.email))) {
    throw failure(409, ACCOUNT_EXISTS);
  }
  return { email: inventor.email, name: inventor.preferred_name, existingInventorId: inventor.id, newInventor: null };
}

async function newTarget(app: FastifyInstance, body: unknown): Promise<AccountTarget> {
  const { inventor } = validate(newAccountSchema, body, { withError: true });
  const affiliation = await findAffiliation(app.db, inventor.affiliation);
  if (!affiliation) throw failure(400, 'Unknown affiliation.', { 'inventor.affiliation': ['Unknown affiliation.'] });
  if (await findUserByEmail(app.db, inventor.email)) throw failure(409, ACCOUNT_EXISTS);
  if (await emailInUse(app.db, inventor.email)) throw failure(409, INVENTOR_EXISTS);
  return {
    email: inventor.email,
    name: inventor.preferred_name,
    existingInventorId: null,
    newInventor: {
      preferred_name: inventor.preferred_name,
      full_name: inventor.preferred_name,
      email: inventor.email,
      phone: inventor.phone,
      orcid: inventor.orcid,
      affiliation_id: affiliation.id,
      name_variants: inventor.name_variant,
    },
  };
}

const hasSelectedInventor = (body: Record<string, unknown>) =>
  body.selected_inventor !== undefined && body.selected_inventor !== null && body.selected_inventor !== '';

/**
 * POST /create-account (public, guarded by the manager's shared password): creates the user
 * (and the inventor, in manual mode) with a random password that must be changed, and queues
 * the credentials mail in the same transaction.
 */
export default async function createAccountRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body: Record<string, unknown> =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    await assertUnderLimit(app.db, RATE_LIMITS.sharedPasswordFailure, request.ip);
    const { shared_password } = validate(sharedPasswordSchema, body, { withError: true });
    if (!safeEqual(shared_password, app.config.managerSharedPassword)) {
      await recordHit(app.db, RATE_LIMITS.sharedPasswordFailure, request.ip);
      throw failure(403, 'Invalid shared password.');
    }

    const target = hasSelectedInventor(body) ? await existingTarget(app, body) : await newTarget(app, body);
    const password = generatePassword(20);
    const passwordHash = await hashPassword(password);
    try {
      await app.db.transaction().execute(async (trx) => {
        const inventorId = target.newInventor ? await createInventor(trx, target.newInventor) : (target.existingInventorId as number);
        await insertUser(trx, { email: target.email, passwordHash, inventorId, mustChangePassword: true });
        await enqueueMail(trx, accountCreatedMail({ publicUrl: app.config.publicUrl, email: target.email, password, name: target.name }));
        await logActivity(trx, inventorId, 'add', 'Your Inventor Portal account was created');
      });
    } catch (err) {
      // A concurrent request created the same account first.
      if (isUniqueViolation(err)) throw failure(409, ACCOUNT_EXISTS);
      throw err;
    }
    return reply.status(201).send({ credentials: { email: target.email, password } });
  };

  app.post('/create-account', async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (err) {
      if (err instanceof HttpError && !('error' in err.extra)) {
        throw new HttpError(err.statusCode, err.detail, { ...err.extra, error: err.detail }, err.headers);
      }
      throw err;
    }
  });
}
