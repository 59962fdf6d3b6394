import { randomBytes } from 'node:crypto';
import type { Credentials } from './account-api';
import { baseUrl } from './browser';

/** A session of the real API outside any browser: its cookie header and CSRF token. */
export interface ApiSession {
  cookie: string;
  token: string;
}

/** Signs in through `POST /api/accounts/login/` (double-submit CSRF with a made-up token). */
export async function signInViaApi(credentials: Credentials): Promise<ApiSession> {
  const token = randomBytes(16).toString('hex');
  const response = await fetch(`${baseUrl()}/api/accounts/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${token}`,
      'x-csrftoken': token,
    },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200)
    throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sessionid='));
  if (!session) throw new Error('login answered 200 without a session cookie');
  return { cookie: `csrftoken=${token}; ${session}`, token };
}

/** A JSON call with the session; throws with the answer on anything but 2xx. */
export async function callApi<T>(
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrftoken': session.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
