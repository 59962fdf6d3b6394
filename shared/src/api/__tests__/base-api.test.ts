import { http, HttpResponse } from 'msw';
import { clearCookies, setupMswServer } from '../../test-utils/msw';
import { createStore } from '../../store/store';
import { api } from '../base-api';

const server = setupMswServer();

interface Seen {
  method: string;
  credentials: RequestCredentials;
  csrf: string | null;
}

// A test-only endpoint per method, so each verb goes through the real base query.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, string>({ query: (method) => ({ url: '/api/probe/', method }) }),
  }),
});

function recordProbes(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('/api/probe/', ({ request }) => {
      seen.push({
        method: request.method,
        credentials: request.credentials,
        csrf: request.headers.get('X-CSRFToken'),
      });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

beforeEach(() => {
  clearCookies();
  delete window.__INVENTOR_PORTAL_CONFIG__;
});

describe('base query', () => {
  it('sends the session cookie on every call and the CSRF header only on unsafe methods', async () => {
    document.cookie = 'csrftoken=tok-123; path=/';
    const seen = recordProbes();
    const store = createStore();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      await store.dispatch(probeApi.endpoints.probe.initiate(method)).unwrap();
    }
    expect(seen).toEqual([
      { method: 'GET', credentials: 'include', csrf: null },
      { method: 'POST', credentials: 'include', csrf: 'tok-123' },
      { method: 'PUT', credentials: 'include', csrf: 'tok-123' },
      { method: 'PATCH', credentials: 'include', csrf: 'tok-123' },
      { method: 'DELETE', credentials: 'include', csrf: 'tok-123' },
    ]);
  });

  it('fetches a csrftoken cookie first when an unsafe call has none yet', async () => {
    const seen = recordProbes();
    server.use(
      http.get('/api/health', () =>
        HttpResponse.json(
          { status: 'ok' },
          { headers: { 'Set-Cookie': 'csrftoken=fresh; Path=/' } },
        ),
      ),
    );
    // jsdom does not store Set-Cookie from fetch responses; emulate what the browser does.
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/api/health')
        document.cookie = 'csrftoken=fresh; path=/';
    });
    await createStore().dispatch(probeApi.endpoints.probe.initiate('POST')).unwrap();
    server.events.removeAllListeners();
    expect(seen).toEqual([{ method: 'POST', credentials: 'include', csrf: 'fresh' }]);
  });

  it('uses the runtime apiBaseUrl when the page sets one', async () => {
    document.cookie = 'csrftoken=t; path=/';
    window.__INVENTOR_PORTAL_CONFIG__ = { apiBaseUrl: 'https://api.example.test' };
    let hit = '';
    server.use(
      http.get('https://api.example.test/api/probe/', ({ request }) => {
        hit = request.url;
        return HttpResponse.json({});
      }),
    );
    await createStore().dispatch(probeApi.endpoints.probe.initiate('GET')).unwrap();
    expect(hit).toBe('https://api.example.test/api/probe/');
  });
});
