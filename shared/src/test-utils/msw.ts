import type { RequestHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';

/** Removes every cookie jsdom holds for the page. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export interface MswLifecycleOptions {
  /** Each test starts with no cookie but this `csrftoken` (forms that send unsafe requests). */
  csrfToken?: string;
}

/**
 * Runs `server` around every test of the file (call at the top level of a test file): listen
 * (an unknown request fails the test loudly), reset to the default handlers after each test,
 * close at the end.
 */
export function startMsw(server: SetupServerApi, { csrfToken }: MswLifecycleOptions = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (csrfToken !== undefined) {
    beforeEach(() => {
      clearCookies();
      document.cookie = `csrftoken=${csrfToken}; path=/`;
    });
  }
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** One MSW server for a test file with `handlers` as its defaults, already started (startMsw). */
export function setupMswServer(...handlers: RequestHandler[]): SetupServerApi {
  const server = setupServer(...handlers);
  startMsw(server);
  return server;
}
