import { isLanguage, type Language } from '@inventor-portal/shared/i18n';
import type { Account } from '@inventor-portal/shared/schemas';

/** `me.language`; undefined for an answer without it (an older server, a test's bare user). */
export function accountLanguage(user: Account | null | undefined): Language | undefined {
  const language: unknown = user && 'language' in user ? user.language : undefined;
  return isLanguage(language) ? language : undefined;
}
