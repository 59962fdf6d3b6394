import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import type { DB } from '@server/db/database';
import { isUniqueViolation } from '@server/lib/database-errors';
import { recordAudit } from '../audit/audit.service';
import {
  accountByEmail,
  accountById,
  accountByInventor,
  createProviderAccount,
  grantOfficeRole,
  type SignInAccount,
} from '../accounts/provider-sign-in.service';
import { createInventor, findInventorIdByEmail } from '../inventors/inventors.service';
import { recordActivity } from '../notifications/notifications.service';
import { findLinkedUserId, insertLink, touchLink } from './sso.repository';
import type { SsoProviderConfig } from './sso-config';

/** The `sso_error` codes of API.md Part 3, as `/login?sso_error=<code>` carries them. */
export type SsoErrorCode =
  'invalid_response' | 'email_unverified' | 'not_allowed' | 'account_deactivated';

/** A sign-in refused: the browser goes to `/login?sso_error=<code>`. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SsoFailure';
  }
}

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  /** OIDC `email_verified`; a SAML IdP's asserted address counts as verified. */
  emailVerified: boolean;
  name: string | null;
  /** Claims (OIDC) or attributes (SAML), for `office_when`. */
  attributes: Record<string, unknown>;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** `office_when`: the attribute equals the value, or (multi-valued) contains it. */
export function officeWhenMatches(
  rule: SsoProviderConfig['office_when'],
  attributes: Record<string, unknown>,
): boolean {
  if (!rule) return false;
  const value = attributes[rule.attribute];
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => (typeof v === 'string' ? v : String(v ?? '')) === rule.equals);
}

type Outcome = { account: SignInAccount; how: 'linked' | 'email' | 'inventor' | 'created' };

async function resolve(
  db: Kysely<DB>,
  provider: SsoProviderConfig,
  identity: ProviderIdentity,
  language: string,
): Promise<Outcome> {
  const tag = `${provider.label.en} (${provider.id})`;
  const linkedId = await findLinkedUserId(db, provider.id, identity.subject);
  if (linkedId !== undefined) {
    const account = await accountById(db, linkedId);
    if (account) {
      await touchLink(db, provider.id, identity.subject);
      return { account, how: 'linked' };
    }
  }
  const email = identity.email?.trim() ?? '';
  if (!email || !looksLikeEmail(email))
    throw new SsoFailure('invalid_response', 'the provider sent no email address');
  if (!identity.emailVerified)
    throw new SsoFailure('email_unverified', 'the provider has not verified the email address');
  if (provider.allowed_domains && !provider.allowed_domains.includes(domainOf(email)))
    throw new SsoFailure('not_allowed', `${domainOf(email)} is not an allowed domain`);

  const byEmail = await accountByEmail(db, email);
  const inventorId = byEmail ? null : await findInventorIdByEmail(db, email);
  const byInventor = inventorId != null ? await accountByInventor(db, inventorId) : undefined;
  const existing = byEmail ?? byInventor;
  if (existing) {
    // A deactivated account is refused before anything is linked to it.
    if (!existing.isActive) return { account: existing, how: 'email' };
    await db.transaction().execute(async (trx) => {
      await insertLink(trx, {
        userId: existing.id,
        provider: provider.id,
        subject: identity.subject,
      });
      await recordAudit(
        trx,
        { userId: existing.id },
        'user.sso_link',
        { type: 'user', id: existing.id },
        `Linked ${existing.email} to ${tag} subject ${identity.subject} (by email)`,
      );
    });
    return { account: existing, how: 'email' };
  }
  if (inventorId == null && !provider.create_accounts)
    throw new SsoFailure('not_allowed', 'no account, and this provider creates none');

  const name = identity.name ?? email.slice(0, email.indexOf('@'));
  const role = officeWhenMatches(provider.office_when, identity.attributes) ? 'office' : 'inventor';
  const userId = await db.transaction().execute(async (trx) => {
    const forInventor =
      inventorId ??
      (await createInventor(trx, {
        preferred_name: name,
        full_name: name,
        email,
        phone: null,
        orcid: null,
        affiliation_id: null,
        name_variants: [],
      }));
    const id = await createProviderAccount(trx, {
      email,
      inventorId: forInventor,
      language,
      role,
    });
    await insertLink(trx, { userId: id, provider: provider.id, subject: identity.subject });
    await recordAudit(
      trx,
      { userId: id },
      'user.sso_create',
      { type: 'user', id },
      inventorId != null
        ? `Account for inventor ${email} created at sign-in through ${tag}, linked to subject ${identity.subject}`
        : `Inventor and account ${email} created at sign-in through ${tag}, linked to subject ${identity.subject}`,
    );
    await recordActivity(trx, [forInventor], 'add', feedEvent('account.created', {}));
    return id;
  });
  const account = await accountById(db, userId);
  if (!account) throw new Error('account just created is missing');
  return { account, how: inventorId != null ? 'inventor' : 'created' };
}

/**
 * The account a provider's sign-in opens (API.md Part 3): the one linked to the subject; else
 * the account with that (verified) email, then linked; else an inventor record with that email
 * gets an account; else, when the provider creates accounts, a new inventor with an account.
 * Neither created account has a password. `office_when` grants the office role (never takes it
 * away). Links, creations and grants are audited. A deactivated account is refused.
 */
export async function accountForIdentity(
  db: Kysely<DB>,
  provider: SsoProviderConfig,
  identity: ProviderIdentity,
  language: string,
): Promise<SignInAccount> {
  let outcome: Outcome;
  try {
    outcome = await resolve(db, provider, identity, language);
  } catch (err) {
    // The same first sign-in finished at the same moment elsewhere: its link now answers.
    if (!isUniqueViolation(err)) throw err;
    outcome = await resolve(db, provider, identity, language);
  }
  const { account } = outcome;
  if (!account.isActive) throw new SsoFailure('account_deactivated', 'the account is deactivated');
  if (account.role !== 'office' && officeWhenMatches(provider.office_when, identity.attributes)) {
    await db.transaction().execute(async (trx) => {
      await grantOfficeRole(trx, account.id);
      await recordAudit(
        trx,
        { userId: account.id },
        'user.sso_role',
        { type: 'user', id: account.id },
        `Office role granted to ${account.email} at sign-in through ${provider.label.en} (${provider.id}): ${provider.office_when?.attribute} = ${provider.office_when?.equals}`,
      );
    });
    return { ...account, role: 'office' };
  }
  return account;
}
