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
export async function createAccountViaApi(inventor: Partial<NewInventor> = {}): Promise<Credentials & { inventor: NewInventor }> {
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
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    body: JSON.stringify({ shared_password: MANAGER_PASSWORD, inventor: body }),
  });
  if (response.status !== 201) throw new Error(`create-account answered ${response.status}: ${await response.text()}`);
  const { credentials } = (await response.json()) as { credentials: Credentials };
  return { ...credentials, inventor: body };
}
