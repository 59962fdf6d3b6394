import { server } from './server';

/** MSW for every test file of this package; each test starts with a CSRF cookie and no other. */
export function setupMockServer() {
  // Form tests type a lot; a busy shared CI machine needs more than the default 5 s.
  jest.setTimeout(30_000);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    for (const cookie of document.cookie.split('; ')) {
      const name = cookie.split('=')[0];
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
    document.cookie = 'csrftoken=test-csrf-token; path=/';
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
