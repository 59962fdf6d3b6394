import type { Kysely } from 'kysely';
import type { Language, SignInSettings } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { HttpError } from '@server/lib/http-error';
import { recordAudit } from '../audit/audit.service';
import { accountHasPassword, removePortalPassword } from '../accounts/provider-sign-in.service';
import { linksOfUser } from './sso.repository';

/** Settings: how the account signs in, and dropping the portal password of a linked account. */
export interface SettingsCaller {
  userId: number;
  sessionId: string;
  signInMethod: string;
}

export async function signInSettings(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'ssoProviders'>,
  caller: SettingsCaller,
  language: Language,
): Promise<SignInSettings> {
  const [links, hasPassword] = await Promise.all([
    linksOfUser(db, caller.userId),
    accountHasPassword(db, caller.userId),
  ]);
  const seen = new Set<string>();
  const providers = links
    .filter((l) => !seen.has(l.provider) && seen.add(l.provider))
    .map((l) => ({
      id: l.provider,
      label: config.ssoProviders.find((p) => p.id === l.provider)?.label[language] ?? l.provider,
      linked_at: l.created_at,
    }));
  return { sign_in_method: caller.signInMethod, has_password: hasPassword, providers };
}

export const NOT_LINKED = 'Link a campus sign-in before removing the portal password.';

/**
 * Removes the portal password of an account linked to a provider still configured (else it
 * could not sign in at all): `409` otherwise. Its password sessions end, the current one stays.
 */
export async function removePassword(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'ssoProviders'>,
  caller: SettingsCaller,
): Promise<void> {
  const links = await linksOfUser(db, caller.userId);
  if (!links.some((l) => config.ssoProviders.some((p) => p.id === l.provider)))
    throw new HttpError(409, NOT_LINKED);
  await removePortalPassword(db, caller.userId, caller.sessionId);
  await db.transaction().execute(async (trx) => {
    await recordAudit(
      trx,
      { userId: caller.userId },
      'user.password_drop',
      { type: 'user', id: caller.userId },
      'Portal password removed: the account signs in through its campus provider only',
    );
  });
}
