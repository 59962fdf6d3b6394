import type { Credentials } from './account-api';
import { callApi, signInViaApi } from './api-session';

interface Me {
  email: string;
  language?: string;
  inventor: { preferred_name: string | null };
}

/** The account's stored language (`me.language`), as the server answers it. */
export async function accountLanguage(credentials: Credentials): Promise<string | undefined> {
  const session = await signInViaApi(credentials);
  return (await callApi<Me>(session, 'GET', '/api/accounts/me/')).language;
}

/**
 * Sets the account's language through `PUT /api/accounts/me/` (a fixture: the walks start
 * from a known account language; the UI's own switch is what they test).
 */
export async function setAccountLanguage(
  credentials: Credentials,
  language: 'en' | 'fr',
): Promise<void> {
  const session = await signInViaApi(credentials);
  const me = await callApi<Me>(session, 'GET', '/api/accounts/me/');
  await callApi(session, 'PUT', '/api/accounts/me/', {
    preferred_name: me.inventor.preferred_name,
    email: me.email,
    language,
  });
}
