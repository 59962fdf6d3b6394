import type { Kysely, Transaction } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  officeInventorCreateSchema,
  officeInventorUpdateSchema,
  type OfficeInventor,
  type OfficeInventorDetail,
} from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { generatePassword, hashPassword } from '@server/lib/passwords';
import { validate } from '@server/lib/validation';
import { enqueueMail } from '@server/mail/outbox';
import { accountCreatedMail, emailChangedByOfficeMail } from '@server/mail/templates';
import { asLanguage } from '@server/lib/language';
import {
  buildSearchText,
  findAffiliation,
  updateInventor as updateInventorRow,
  type InventorUpdate,
} from './inventor.repository';
import { findOfficeInventorDetail, listOfficeInventorRows } from './office-inventor.repository';
import {
  findOfficeInventorWithAccount,
  inventorSearchNames,
  newInventorChecks,
  type InventorAccount,
} from './office-inventor-write.repository';
import { notConflictedCondition } from '../reviews/review-access.service';
import { deleteUserSessions } from '../accounts/sessions.service';
import { isUniqueViolation } from '@server/lib/database-errors';
import {
  emailInUse,
  findUserByEmail,
  insertUser,
  setUserActive,
  setUserEmail,
} from '../accounts/users.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { createInventor, updateInventor } from './inventors.service';
import { recordActivity } from '../notifications/notifications.service';

/*
 * The office's inventor directory (API.md Part 2): list, create (with or without an account),
 * edit, deactivate and reactivate accounts. Every write is audited in its own transaction.
 */

const ACCOUNT_EXISTS = 'An account with this email already exists.';
const INVENTOR_EXISTS = 'An inventor with this email already exists.';
const UNKNOWN_AFFILIATION = 'Unknown affiliation.';
const NO_ACCOUNT = 'This inventor has no account.';

const unknownAffiliation = () =>
  new HttpError(400, UNKNOWN_AFFILIATION, { affiliation: [UNKNOWN_AFFILIATION] });

/** 409 when another account or inventor already uses the email. */
async function assertEmailFree(
  db: Kysely<DB>,
  email: string,
  except: { inventorId?: number; userId?: number } = {},
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user && user.id !== except.userId && user.inventor_id !== except.inventorId)
    throw new HttpError(409, ACCOUNT_EXISTS);
  if (await emailInUse(db, email, except)) throw new HttpError(409, INVENTOR_EXISTS);
}

const nameOf = (inventor: { preferred_name: string | null; email: string | null; id: number }) =>
  inventor.preferred_name ?? inventor.email ?? `Inventor ${inventor.id}`;

/** One page of inventors, newest first; `search` in names, name variants and email. */
export function listOfficeInventors(
  db: Kysely<DB>,
  search: string | undefined,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; results: OfficeInventor[] }> {
  return listOfficeInventorRows(db, search, { offset: page.offset, limit: page.pageSize });
}

/** The inventor as the office sees it and its account (null without one); 404 unknown. */
async function loadInventor(
  db: Kysely<DB>,
  id: number,
): Promise<{ current: OfficeInventor; user: InventorAccount | null }> {
  const found = await findOfficeInventorWithAccount(db, id);
  if (!found) throw notFound();
  return { current: found.inventor, user: found.account };
}

/** One inventor with their non-draft tickets and their patents, newest first. 404 unknown. */
export async function getOfficeInventor(
  db: Kysely<DB>,
  caller: { userId: number },
  id: number,
): Promise<OfficeInventorDetail> {
  // Not the tickets the caller declared a conflict of interest on (API.md Part 3).
  const inventor = await findOfficeInventorDetail(db, id, notConflictedCondition(caller.userId));
  if (!inventor) throw notFound();
  return inventor;
}

/**
 * A new inventor (spec §5 field rules). With `create_account`, an account with a generated
 * password that must be changed at first sign-in; its credentials are mailed to the inventor,
 * never answered. 409 when the email is taken.
 */
export async function createOfficeInventor(
  deps: { db: Kysely<DB>; config: Pick<AppConfig, 'publicUrl'> },
  actor: Actor,
  body: unknown,
): Promise<OfficeInventor> {
  const { db, config } = deps;
  const input = validate(officeInventorCreateSchema, body);
  // The affiliation and the email's uses in one statement (the order of the errors kept).
  const checks = await newInventorChecks(db, input.affiliation, input.email);
  const { affiliation } = checks;
  if (!affiliation) throw unknownAffiliation();
  if (checks.accountTaken) throw new HttpError(409, ACCOUNT_EXISTS);
  if (checks.inventorTaken) throw new HttpError(409, INVENTOR_EXISTS);
  const password = input.create_account ? generatePassword(20) : null;
  const passwordHash = password === null ? null : await hashPassword(password);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const inventorId = await createInventor(trx, {
        preferred_name: input.preferred_name,
        full_name: input.preferred_name,
        email: input.email,
        phone: input.phone,
        orcid: input.orcid,
        affiliation_id: affiliation.id,
        name_variants: input.name_variant,
      });
      if (password !== null && passwordHash !== null) {
        await insertUser(trx, {
          email: input.email,
          passwordHash,
          inventorId,
          mustChangePassword: true,
        });
        await enqueueMail(
          trx,
          accountCreatedMail({
            publicUrl: config.publicUrl,
            email: input.email,
            password,
            name: input.preferred_name,
          }),
        );
        await recordActivity(trx, [inventorId], 'add', feedEvent('account.created', {}));
      }
      await recordAudit(
        trx,
        actor,
        'inventor.create',
        { type: 'inventor', id: inventorId },
        `Created inventor '${input.preferred_name}'${password !== null ? ' with an account' : ''}`,
      );
      return inventorId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ACCOUNT_EXISTS);
    throw err;
  }
  // What was just written, not read back: a new inventor has no ticket or patent yet.
  return {
    id,
    preferred_name: input.preferred_name,
    full_name: input.preferred_name,
    affiliation: affiliation.name,
    image: null,
    avatar: null,
    email: input.email,
    phone: input.phone ?? null,
    orcid: input.orcid ?? null,
    name_variant: input.name_variant,
    has_account: password !== null,
    is_active: true,
    tickets_count: 0,
    patents_count: 0,
  };
}

/**
 * Changes the fields sent (the others keep their value). A new email is also the account's
 * sign-in email when the inventor has one: then the old address gets a notice and every session
 * of the account ends (whoever held one signs in again with the new address). The audit entry
 * names both addresses. 404 unknown, 409 email taken.
 */
export async function updateOfficeInventor(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: unknown,
): Promise<OfficeInventor> {
  const { current, user } = await loadInventor(db, id);
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const present = (key: string) => Object.prototype.hasOwnProperty.call(raw, key);
  const input = validate(officeInventorUpdateSchema, raw);
  const update: InventorUpdate = {};
  if (present('preferred_name') && input.preferred_name !== undefined)
    update.preferred_name = input.preferred_name;
  if (present('phone')) update.phone = input.phone ?? null;
  if (present('orcid')) update.orcid = input.orcid ?? null;
  let affiliationName = current.affiliation;
  if (present('affiliation') && input.affiliation !== undefined) {
    const affiliation = await findAffiliation(db, input.affiliation);
    if (!affiliation) throw unknownAffiliation();
    update.affiliation_id = affiliation.id;
    affiliationName = affiliation.name;
  }
  let newEmail: string | null = null;
  if (present('email') && input.email !== undefined && input.email !== current.email) {
    await assertEmailFree(db, input.email, { inventorId: id, userId: user?.id });
    newEmail = input.email;
    update.email = newEmail;
  }
  const variants = present('name_variant') ? input.name_variant : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      await saveInventorChanges(trx, id, update, variants, current);
      if (newEmail !== null && user) {
        await setUserEmail(trx, user.id, newEmail);
        await deleteUserSessions(trx, user.id);
        await enqueueMail(
          trx,
          emailChangedByOfficeMail({
            oldEmail: user.email,
            newEmail,
            language: asLanguage(user.language),
          }),
        );
      }
      const name = update.preferred_name ?? nameOf(current);
      const oldEmail = user?.email ?? current.email ?? '(none)';
      await recordAudit(
        trx,
        actor,
        'inventor.update',
        { type: 'inventor', id },
        newEmail === null
          ? `Updated inventor '${name}'`
          : `Updated inventor '${name}'; changed the email from ${oldEmail} to ${newEmail}${user ? ' (sign-in email: the old address was told, the sessions ended)' : ''}`,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ACCOUNT_EXISTS);
    throw err;
  }
  // The inventor read before and what was written (its counts do not change here).
  return {
    ...current,
    preferred_name: update.preferred_name ?? current.preferred_name,
    affiliation: affiliationName,
    email: update.email !== undefined ? update.email : current.email,
    phone: update.phone !== undefined ? update.phone : current.phone,
    orcid: update.orcid !== undefined ? update.orcid : current.orcid,
    name_variant: variants ?? current.name_variant,
  };
}

/**
 * Writes an office edit in the caller's transaction. The search text (names and name variants)
 * follows only a change of a name or of the variants: new variants with the names read before
 * (`updateInventor`), a new name alone with the variants read under the transaction (one
 * statement) and written with the row.
 */
async function saveInventorChanges(
  trx: Transaction<DB>,
  id: number,
  update: InventorUpdate,
  variants: string[] | undefined,
  current: OfficeInventor,
): Promise<void> {
  if (variants) return updateInventor(trx, id, update, variants, current);
  if (update.preferred_name === undefined && update.full_name === undefined)
    return updateInventorRow(trx, id, update);
  const names = await inventorSearchNames(trx, id);
  if (!names) return updateInventorRow(trx, id, update);
  const searchText = buildSearchText([
    update.preferred_name ?? names.preferred_name,
    update.full_name !== undefined ? update.full_name : names.full_name,
    ...names.variants,
  ]);
  await updateInventorRow(trx, id, update, searchText);
}

/**
 * Deactivates or reactivates an inventor's account: deactivating ends every session of it at
 * once (login then answers 403 This account is deactivated.). 404 for an unknown inventor, 409
 * when it has no account.
 */
export async function setInventorActive(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  active: boolean,
): Promise<OfficeInventor> {
  const { current, user } = await loadInventor(db, id);
  if (!user) throw new HttpError(409, NO_ACCOUNT);
  await db.transaction().execute(async (trx) => {
    await setUserActive(trx, user.id, active);
    if (!active) await deleteUserSessions(trx, user.id);
    await recordAudit(
      trx,
      actor,
      active ? 'inventor.reactivate' : 'inventor.deactivate',
      { type: 'inventor', id },
      `${active ? 'Reactivated' : 'Deactivated'} the account of '${nameOf(current)}'`,
    );
  });
  // The inventor read before; only its account's state changed.
  return { ...current, is_active: active };
}
