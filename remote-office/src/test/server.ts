import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultRubric, officeMe, officeUsers, paged } from './fixtures';

/** Handlers every screen needs; tests add their own with server.use(). */
export const defaultHandlers = [
  // The shared base query calls it once to obtain a csrftoken before the first unsafe call.
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: 'ok' })),
  http.get('*/api/accounts/me/', () => HttpResponse.json(officeMe)),
  http.get('*/api/office/users/', () => HttpResponse.json({ results: officeUsers })),
  // No questionnaire published (API.md Part 3): the queue's export adds no answer column.
  http.get('*/api/inventors/form/', () => HttpResponse.json({ version: null, sections: [] })),
  // The review page's discussion: no comment yet.
  http.get('*/api/inventors/ticket/:id/comments/', () => HttpResponse.json(paged([]))),
  // Its attachments: none.
  http.get('*/api/inventors/ticket/:id/attachments/', () => HttpResponse.json([])),
  // The review page's Reviews panel: no reviewer yet, the default rubric.
  http.get('*/api/office/tickets/:id/reviews/', () => HttpResponse.json([])),
  http.get('*/api/office/rubric/', () => HttpResponse.json(defaultRubric)),
];

/** Started around each test file with startMsw(server) from @inventor-portal/shared/test-utils. */
export const server = setupServer(...defaultHandlers);
