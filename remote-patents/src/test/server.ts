import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { makeInventor, me } from './fixtures';

/** Handlers every screen needs; tests add their own with server.use(). */
export const defaultHandlers = [
  http.get('*/api/accounts/me/', () => HttpResponse.json(me)),
  // Numeric ids only: '/inventor/co-inventors' is another endpoint.
  http.get('*/api/inventors/inventor/:id', ({ params }) => {
    const id = String(params.id);
    if (!/^\d+$/.test(id)) return undefined;
    return HttpResponse.json(makeInventor(Number(id), `Inventor ${id}`));
  }),
];

/** Started around each test file with startMsw(server) from @inventor-portal/shared/test-utils. */
export const server = setupServer(...defaultHandlers);
