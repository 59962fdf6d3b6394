import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeInventor, me, paged } from './fixtures';

/** Handlers every screen needs; tests add their own with server.use(). */
export const defaultHandlers = [
  // The shared base query calls it once to obtain a csrftoken before the first unsafe call.
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: 'ok' })),
  http.get('*/api/accounts/me/', () => HttpResponse.json(me)),
  http.get('*/api/inventors/inventor/:id', ({ params }) =>
    HttpResponse.json(makeInventor(Number(params.id), `Inventor ${String(params.id)}`)),
  ),
  // No questionnaire published (API.md Part 3): the form asks the spec's fields only.
  http.get('*/api/inventors/form/', () => HttpResponse.json({ version: null, sections: [] })),
  // The ticket detail's discussion: no comment yet.
  http.get('*/api/inventors/ticket/:id/comments/', () => HttpResponse.json(paged([]))),
  // Its attachments panel: none yet.
  http.get('*/api/inventors/ticket/:id/attachments/', () => HttpResponse.json([])),
];

/** Started around each test file with startMsw(server) from @inventor-portal/shared/test-utils. */
export const server = setupServer(...defaultHandlers);
