import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@inventor-portal/shared/schemas';
import { affiliations, makeUser, paged } from './fixtures';

/** Handlers every screen needs; tests replace them with server.use(). */
export const defaultHandlers = [
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: 'ok' })),
  http.get('*/api/accounts/me/', () => HttpResponse.json(makeUser())),
  http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged(affiliations))),
  http.get('*/api/inventors/patents', () => HttpResponse.json(paged([]))),
  http.get('*/api/inventors/inventor/co-inventors', () => HttpResponse.json(paged([]))),
  // Settings' Notifications section: every event on, as for a new account.
  http.get('*/api/accounts/notification-settings/', () =>
    HttpResponse.json(DEFAULT_NOTIFICATION_SETTINGS),
  ),
  // An inventor who was never asked to review (Settings leaves out the reviewer's notices).
  http.get('*/api/reviews/', () => HttpResponse.json([])),
  // Settings' 'How you sign in': a password account without campus sign-in.
  http.get('*/api/accounts/sso/account/', () =>
    HttpResponse.json({ sign_in_method: 'password', has_password: true, providers: [] }),
  ),
];

export const server = setupServer(...defaultHandlers);

/** A promise the test settles itself, to look at a screen while a request is in flight. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
