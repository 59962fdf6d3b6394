import { isLanguage, type Language } from '@inventor-portal/shared/i18n';
import type { Account } from '@inventor-portal/shared/schemas';

/**
 * The language stored on the account, as `me` answers it at its top level (API.md Part 2);
 * undefined while signed out, or from a server that does not send one.
 */
export function accountLanguageOf(user: Account | null | undefined): Language | undefined {
  if (!user || !('language' in user)) return undefined;
  return isLanguage(user.language) ? user.language : undefined;
}
