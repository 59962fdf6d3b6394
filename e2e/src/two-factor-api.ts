import { createAccountViaApi, uniqueEmail, type Credentials } from './account-api';
import { callApi, signInViaApi } from './api-session';
import { totpCode } from './totp';

/** A fresh inventor account with two-factor sign-in turned on (set-up and enable through the API). */
export async function createTwoFactorAccount(label: string): Promise<Credentials> {
  const account = await createAccountViaApi({
    email: uniqueEmail(label),
    preferred_name: 'Walk Two-Factor',
  });
  const session = await signInViaApi(account);
  const setup = await callApi<{ secret: string }>(session, 'POST', '/api/accounts/2fa/setup/', {});
  await callApi(session, 'POST', '/api/accounts/2fa/enable/', {
    code: totpCode(setup.secret),
    password: account.password,
  });
  return { email: account.email, password: account.password };
}
