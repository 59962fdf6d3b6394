import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeInventor, me, paged } from './fixtures';

/** Handlers the shell needs; tests override with server.use(). */
export const defaultHandlers = [
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: 'ok' })),
  http.get('*/api/accounts/me/', () => HttpResponse.json(me)),
  http.get('*/api/accounts/notifications/', () => HttpResponse.json(paged([]))),
  http.get('*/api/accounts/activity-logs/', () => HttpResponse.json(paged([]))),
  http.get('*/api/inventors/tickets/', () => HttpResponse.json(paged([]))),
  // The shell asks whether the user has review assignments (the Reviews entry): none.
  http.get('*/api/reviews/', () => HttpResponse.json([])),
  http.get('*/api/inventors/inventor/:id', ({ params }) =>
    HttpResponse.json(makeInventor(Number(params.id), `Inventor ${String(params.id)}`)),
  ),
  http.get('*/api/accounts/logout/', () => HttpResponse.json({})),
  // The login page's campus sign-in buttons: none unless a test lists providers.
  http.get('*/api/accounts/sso/', () => HttpResponse.json({ providers: [] })),
  // The guard reads /remotes.json while it checks the session; no remote unless a test lists one.
  http.get('*/remotes.json', () => HttpResponse.json({ remotes: [] })),
];

/** Started around each test file with startMsw(server) from @inventor-portal/shared/test-utils. */
export const server = setupServer(...defaultHandlers);

/** A response that never comes while the test looks at the loading state. */
export const forever = () => delay('infinite');

export const signedOut = http.get('*/api/accounts/me/', () =>
  HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
);
