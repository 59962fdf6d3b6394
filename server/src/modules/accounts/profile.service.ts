import type { TableVersions } from '@server/db/data-version';
import { profileSaveReads } from './user-inventor.repository';
import { isUniqueViolation } from '@server/lib/database-errors';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  languageSchema,
  LIMITS,
  profileUpdateSchema,
  type Account,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError, unauthenticated } from '@server/lib/http-error';
import { asLanguage } from '@server/lib/language';
import { hashPassword } from '@server/lib/passwords';
import { sniffImage } from '@server/lib/uploads';
import { validate } from '@server/lib/validation';
import { enqueueMail } from '@server/mail/outbox';
import { emailChangedMail } from '@server/mail/templates';
import {
  cachedInventorCounts,
  nameVariants,
  type InventorUpdate,
} from '../inventors/inventors.service';
import { replacePasswordHash, setUserEmail, setUserLanguage } from './user.repository';
import { updateInventor } from '../inventors/inventors.service';
import {
  currentUser,
  ownAccount,
  type AccountsDeps,
  type Caller,
  type OwnAccountRow,
} from './accounts.service';
import { checkCurrentPassword } from './password.service';

/** The caller's own profile: fields, photo, email (with the current password) and language. */
const NO_INVENTOR_PROFILE =
  'This account has no inventor profile: only its language can be changed.';
export const IMAGE_INVALID = 'Upload a valid image file (PNG, JPEG, GIF or WebP).';
export const IMAGE_TOO_LARGE = `The image must be at most ${LIMITS.photoBytes / (1024 * 1024)} MB.`;

export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; data: Buffer };

/** A profile save as read from JSON or multipart: only the fields present are in `fields`. */
export interface ProfileInput {
  /** The raw fields for the shared profileSchema, name variants gathered into one list. */
  fields: Record<string, unknown>;
  image: ImageChange;
}

const EMAIL_TAKEN = 'An account with this email already exists.';
const emailTaken = () => new HttpError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

const currentPasswordRequired = () =>
  new HttpError(400, CURRENT_PASSWORD_FOR_EMAIL, {
    current_password: [CURRENT_PASSWORD_FOR_EMAIL],
  });

/** The body of the language switch (login page, Settings): nothing else of the profile. */
const languageOnlySchema = z.object({ language: languageSchema });

const isLanguageOnly = (input: ProfileInput): boolean =>
  input.image.kind === 'keep' &&
  Object.keys(input.fields).length === 1 &&
  Object.prototype.hasOwnProperty.call(input.fields, 'language');

/** Sets the caller's language alone (`400 {language: [...]}` unless `en` or `fr`). */
async function updateLanguage(
  db: Kysely<DB>,
  caller: Caller,
  fields: Record<string, unknown>,
): Promise<Account> {
  const { language } = validate(languageOnlySchema, fields);
  await setUserLanguage(db, caller.userId, language);
  return currentUser(db, caller.userId, caller.signInMethod);
}

/**
 * Saves the caller's profile like a form serializer: optional fields left out keep their value;
 * a new photo replaces (and then deletes) the old one, `image: null` removes it; `language`
 * sets the account's language. A body holding `language` alone changes only the language.
 *
 * A new email needs the current password (missing or wrong: the same 400 on
 * `current_password`, counted with the change-password guesses). The old address is told in
 * the same transaction, and the password hash is renewed (same password, fresh salt), so reset
 * links mailed before, which are bound to the hash, stop working.
 */
export async function updateProfile(
  deps: AccountsDeps,
  caller: Caller,
  input: ProfileInput,
  /** The table versions read with the session: the answer's counts are remembered by them. */
  versions?: TableVersions,
): Promise<Account> {
  const { db, uploads } = deps;
  if (isLanguageOnly(input)) return updateLanguage(db, caller, input.fields);
  if (caller.inventorId === null) throw new HttpError(403, NO_INVENTOR_PROFILE);
  const inventorId = caller.inventorId;
  const profile = validate(profileUpdateSchema, input.fields);
  const present = (key: string) => Object.prototype.hasOwnProperty.call(input.fields, key);

  // The account and its inventor as they were, the affiliation named and whether the email is
  // taken: one read.
  const named = present('affiliation') && profile.affiliation !== null;
  const found = await profileSaveReads(db, caller.userId, inventorId, {
    affiliation: named ? (profile.affiliation ?? undefined) : undefined,
    email: profile.email,
  });
  if (!found || found.inventor.id !== inventorId) throw unauthenticated();
  const { user, inventor: current } = found;

  const update: InventorUpdate = { preferred_name: profile.preferred_name, email: profile.email };
  if (!current.full_name) update.full_name = profile.preferred_name;
  if (present('phone_number')) update.phone = profile.phone_number;
  if (present('orcid')) update.orcid = profile.orcid;
  let affiliationName = current.affiliation_name;
  if (present('affiliation')) {
    if (profile.affiliation === null) {
      update.affiliation_id = null;
      affiliationName = null;
    } else {
      const { affiliation } = found;
      if (!affiliation)
        throw new HttpError(400, 'Unknown affiliation.', { affiliation: ['Unknown affiliation.'] });
      update.affiliation_id = affiliation.id;
      affiliationName = affiliation.name;
    }
  }
  if (found.emailTaken) throw emailTaken();
  // After the field checks (a taken email is answered as before), before anything is stored.
  const emailChanged = profile.email.trim().toLowerCase() !== user.email.trim().toLowerCase();
  let renewedHash: string | null = null;
  if (emailChanged) {
    if (!profile.current_password) throw currentPasswordRequired();
    if (!(await checkCurrentPassword(db, user, profile.current_password)))
      throw currentPasswordRequired();
    renewedHash = await hashPassword(profile.current_password);
  }

  let newImage: string | null = null;
  if (input.image.kind === 'upload') {
    const type = await sniffImage(input.image.data);
    if (!type) throw new HttpError(400, IMAGE_INVALID, { image: [IMAGE_INVALID] });
    newImage = await uploads.save('photos', input.image.data, type.ext);
    update.image = newImage;
  } else if (input.image.kind === 'remove') {
    update.image = null;
  }

  try {
    await db.transaction().execute(async (trx) => {
      await updateInventor(
        trx,
        inventorId,
        update,
        present('name_variants') ? profile.name_variants : undefined,
        current,
      );
      // Stored as typed: a change of case alone is a change too.
      if (profile.email !== user.email) await setUserEmail(trx, caller.userId, profile.email);
      if (profile.language !== undefined)
        await setUserLanguage(trx, caller.userId, profile.language);
      if (renewedHash !== null) {
        await replacePasswordHash(trx, caller.userId, renewedHash, user.password_hash);
        await enqueueMail(
          trx,
          emailChangedMail({
            oldEmail: user.email,
            newEmail: profile.email,
            language: profile.language ?? asLanguage(user.language),
          }),
        );
      }
    });
  } catch (err) {
    await uploads.remove('photos', newImage);
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (update.image !== undefined && current.image && current.image !== update.image) {
    await uploads
      .remove('photos', current.image)
      .catch((err: unknown) => deps.log.warn({ err }, 'old photo not removed'));
  }
  // The answer as `me` would read it, from what the save read and wrote: the name variants
  // as written (read only when not sent); the counts read tables a profile save does not
  // write, so the session's versions serve them.
  const [variants, counts] = await Promise.all([
    present('name_variants') ? profile.name_variants : nameVariants(db, inventorId),
    cachedInventorCounts(db, inventorId, versions),
  ]);
  const saved: OwnAccountRow = {
    id: inventorId,
    preferred_name: update.preferred_name ?? current.preferred_name,
    full_name: update.full_name !== undefined ? update.full_name : current.full_name,
    email: update.email !== undefined ? update.email : current.email,
    phone: update.phone !== undefined ? update.phone : current.phone,
    orcid: update.orcid !== undefined ? update.orcid : current.orcid,
    image: update.image !== undefined ? update.image : current.image,
    affiliation_name: affiliationName,
    user_email: profile.email,
    must_change_password: user.must_change_password,
    role: user.role,
    language: profile.language ?? user.language,
    two_factor_enabled_at: user.two_factor_enabled_at,
  };
  return ownAccount(saved, variants, counts, caller.signInMethod);
}
