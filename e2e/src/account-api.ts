import { randomBytes } from 'node:crypto';
import { baseUrl } from './browser';
import { MANAGER_PASSWORD } from './server-process';

export interface Credentials {
  email: string;
  password: string;
}

export interface NewInventor {
  email: string;
  preferred_name: string;
  affiliation: string;
  phone?: string | null;
  orcid?: string | null;
  name_variant?: string[];
}

/** An address no other test uses (tests create accounts on one shared server). */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.org`;

/**
 * A fresh inventor account through the public create-account API (manager password), so a test
 * that changes a profile or a password never touches the demo users. Double-submit CSRF: the
 * same made-up token goes in the cookie and the header.
 */
export async function createAccountViaApi(
  inventor: Partial<NewInventor> = {},
  options: { keepGeneratedPassword?: boolean } = {},
): Promise<Credentials & { inventor: NewInventor }> {
  const body: NewInventor = {
    email: uniqueEmail('e2e-account'),
    preferred_name: 'Fresh Inventor',
    affiliation: 'UIR',
    name_variant: [],
    ...inventor,
  };
  const token = randomBytes(16).toString('hex');
  const response = await fetch(`${baseUrl()}/api/accounts/create-account/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${token}`,
      'x-csrftoken': token,
    },
    body: JSON.stringify({ shared_password: MANAGER_PASSWORD, inventor: body }),
  });
  if (response.status !== 201)
    throw new Error(`create-account answered ${response.status}: ${await response.text()}`);
  const { credentials } = (await response.json()) as { credentials: Credentials };
  if (options.keepGeneratedPassword) return { ...credentials, inventor: body };
  // A generated password must be changed before the portal opens (must_change_password):
  // tests about other screens start from an account whose owner already chose one.
  return {
    email: credentials.email,
    password: await chooseOwnPassword(credentials),
    inventor: body,
  };
}

/** Signs in with `credentials` through the API and changes the password; returns the new one. */
export async function chooseOwnPassword(credentials: Credentials): Promise<string> {
  const token = randomBytes(16).toString('hex');
  const login = await fetch(`${baseUrl()}/api/accounts/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${token}`,
      'x-csrftoken': token,
    },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200)
    throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sessionid='));
  const password = `Own-${randomBytes(6).toString('hex')}-pass`;
  const change = await fetch(`${baseUrl()}/api/accounts/change-password/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${token}; ${session}`,
      'x-csrftoken': token,
    },
    body: JSON.stringify({ old_password: credentials.password, new_password: password }),
  });
  if (change.status !== 200)
    throw new Error(`change-password answered ${change.status}: ${await change.text()}`);
  return password;
}
