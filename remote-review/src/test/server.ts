import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { reviewerMe } from './fixtures';

/** Handlers every screen needs; tests add their own with server.use(). */
export const defaultHandlers = [
  // The shared base query calls it once to obtain a csrftoken before the first unsafe call.
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: 'ok' })),
  http.get('*/api/accounts/me/', () => HttpResponse.json(reviewerMe)),
];

/** Started around each test file with startMsw(server) from @inventor-portal/shared/test-utils. */
export const server = setupServer(...defaultHandlers);
