import type { FastifyInstance } from 'fastify';
import { profileSchema } from '@inventor-portal/shared/schemas';
import { HttpError, unauthenticated } from '../../../lib/http-error';
import { sendCachedJson } from '../../../lib/response-cache';
import { sniffImage } from '../../../lib/uploads';
import { validate } from '../../../lib/validation';
import {
  findAffiliation,
  findInventorRow,
  refreshInventorSearchText,
  replaceNameVariants,
  updateInventor,
  type InventorUpdate,
} from '../../../repositories/inventor.repository';
import { emailInUse, isUniqueViolation, setUserEmail } from '../../../repositories/user.repository';
import { currentUserBody } from './current-user';
import { IMAGE_INVALID, readProfileInput } from './profile-input';

const EMAIL_TAKEN = 'An account with this email already exists.';
const emailTaken = () => new HttpError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

/** GET /me and PUT /me (profile save, JSON or multipart with an optional photo). */
export default async function meRoutes(app: FastifyInstance) {
  app.get('/me', { onRequest: app.requireAuth }, async (request, reply) => {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    // Every page load reads it: remembered per account until the next write.
    return sendCachedJson(reply, app.db, { route: 'me', caller: auth.userId, url: request.url }, () =>
      currentUserBody(app.db, auth.userId),
    );
  });

  app.put('/me', { onRequest: app.requireAuth }, async (request) => {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    const input = await readProfileInput(request);
    const profile = validate(profileSchema, input.fields);
    // Like a form serializer: optional fields left out of the payload keep their value.
    const present = (key: string) => Object.prototype.hasOwnProperty.call(input.fields, key);

    const current = await findInventorRow(app.db, auth.inventorId);
    if (!current) throw unauthenticated();
    const update: InventorUpdate = { preferred_name: profile.preferred_name, email: profile.email };
    if (!current.full_name) update.full_name = profile.preferred_name;
    if (present('phone_number')) update.phone = profile.phone_number;
    if (present('orcid')) update.orcid = profile.orcid;
    if (present('affiliation')) {
      if (profile.affiliation === null) update.affiliation_id = null;
      else {
        const affiliation = await findAffiliation(app.db, profile.affiliation);
        if (!affiliation) throw new HttpError(400, 'Unknown affiliation.', { affiliation: ['Unknown affiliation.'] });
        update.affiliation_id = affiliation.id;
      }
    }
    if (await emailInUse(app.db, profile.email, { userId: auth.userId, inventorId: auth.inventorId })) throw emailTaken();

    let newImage: string | null = null;
    if (input.image.kind === 'upload') {
      const type = await sniffImage(input.image.data);
      if (!type) throw new HttpError(400, IMAGE_INVALID, { image: [IMAGE_INVALID] });
      newImage = await app.uploads.save('photos', input.image.data, type.ext);
      update.image = newImage;
    } else if (input.image.kind === 'remove') {
      update.image = null;
    }

    try {
      await app.db.transaction().execute(async (trx) => {
        await updateInventor(trx, auth.inventorId, update);
        await setUserEmail(trx, auth.userId, profile.email);
        if (present('name_variants')) await replaceNameVariants(trx, auth.inventorId, profile.name_variants);
        await refreshInventorSearchText(trx, auth.inventorId);
      });
    } catch (err) {
      await app.uploads.remove('photos', newImage);
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    if (update.image !== undefined && current.image && current.image !== update.image) {
      await app.uploads.remove('photos', current.image).catch((err: unknown) => request.log.warn({ err }, 'old photo not removed'));
    }
    return currentUserBody(app.db, auth.userId);
  });
}
