import { getErrorMessage } from '@inventor-portal/shared';
import type { AccountKey } from './account-keys';

/**
 * A form's success or error line. Our own texts are kept as catalog keys and translated when
 * shown, so a message already on screen follows a change of language (Settings' language
 * control); a server's message is kept as it came (the server answers in the account's language).
 */
export type AccountStatus =
  | { kind: 'success' | 'error'; key: AccountKey }
  | { kind: 'success' | 'error'; text: string }
  | null;

export const successStatus = (key: AccountKey): AccountStatus => ({ kind: 'success', key });

/** The server's message of a failed call, else our `fallbackKey` text. */
export function errorStatus(
  error: unknown,
  fallbackKey: AccountKey,
  fields?: readonly string[],
): AccountStatus {
  const text = getErrorMessage(error, '', fields);
  return text ? { kind: 'error', text } : { kind: 'error', key: fallbackKey };
}
