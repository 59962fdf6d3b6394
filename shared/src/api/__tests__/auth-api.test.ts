import { http, HttpResponse } from 'msw';
import { demoUser } from '../../test-utils/fixtures';
import { setupMswServer } from '../../test-utils/msw';
import { createStore } from '../../store/store';
import { authApi } from '../auth-api';
import { ticketsApi } from '../tickets-api';

const server = setupMswServer();

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

const meSelector = authApi.endpoints.getMe.select();

describe('auth endpoints', () => {
  it('treats any failure of GET me as signed out (null)', async () => {
    server.use(
      http.get('/api/accounts/me/', () => HttpResponse.json({ detail: 'nope' }, { status: 401 })),
    );
    const store = createStore();
    const result = await store.dispatch(authApi.endpoints.getMe.initiate());
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
  });

  it('returns the user when signed in', async () => {
    server.use(http.get('/api/accounts/me/', () => HttpResponse.json(demoUser)));
    const result = await createStore().dispatch(authApi.endpoints.getMe.initiate());
    expect(result.data?.inventor?.preferred_name).toBe('Ada Lovelace');
  });

  it('login sets the user at once and refetches me', async () => {
    let meCalls = 0;
    let signedIn = false;
    server.use(
      http.get('/api/accounts/me/', () => {
        meCalls += 1;
        return signedIn
          ? HttpResponse.json(demoUser)
          : HttpResponse.json({ detail: 'x' }, { status: 401 });
      }),
      http.post('/api/accounts/login/', async ({ request }) => {
        expect(await request.json()).toEqual({ email: 'ada@example.com', password: 'secret123' });
        signedIn = true;
        return HttpResponse.json(demoUser);
      }),
    );
    const store = createStore();
    const sub = store.dispatch(authApi.endpoints.getMe.initiate());
    await sub;
    expect(meSelector(store.getState()).data).toBeNull();

    await store
      .dispatch(
        authApi.endpoints.login.initiate({ email: 'ada@example.com', password: 'secret123' }),
      )
      .unwrap();
    expect(meSelector(store.getState()).data?.email).toBe('ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(meCalls).toBe(2);
    sub.unsubscribe();
  });

  it('a failed login leaves the user signed out and carries the server detail', async () => {
    server.use(
      http.get('/api/accounts/me/', () => HttpResponse.json({ detail: 'x' }, { status: 401 })),
      http.post('/api/accounts/login/', () =>
        HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 400 }),
      ),
    );
    const store = createStore();
    await store.dispatch(authApi.endpoints.getMe.initiate());
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.c', password: 'bad' }),
    );
    expect(result.error).toMatchObject({
      status: 400,
      data: { detail: 'Invalid email or password.' },
    });
    expect(meSelector(store.getState()).data).toBeNull();
  });

  it('logout clears the user and every cached list', async () => {
    server.use(
      http.get('/api/accounts/me/', () => HttpResponse.json(demoUser)),
      http.get('/api/accounts/logout/', () => HttpResponse.json({})),
      http.get('/api/inventors/tickets/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const store = createStore();
    await store.dispatch(authApi.endpoints.getMe.initiate());
    await store.dispatch(ticketsApi.endpoints.getTickets.initiate({ page: 1, page_size: 100 }));
    expect(meSelector(store.getState()).data).not.toBeNull();

    await store.dispatch(authApi.endpoints.logout.initiate()).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(meSelector(store.getState()).data).toBeNull();
    expect(
      ticketsApi.endpoints.getTickets.select({ page: 1, page_size: 100 })(store.getState()).data,
    ).toBeUndefined();
  });

  it('logout sends the CSRF header the server requires on its GET', async () => {
    document.cookie = 'csrftoken=token-for-logout; path=/';
    let header: string | null = null;
    server.use(
      http.get('/api/accounts/logout/', ({ request }) => {
        header = request.headers.get('X-CSRFToken');
        return HttpResponse.json({ detail: 'Logged out.' });
      }),
    );
    await createStore().dispatch(authApi.endpoints.logout.initiate()).unwrap();
    expect(header).toBe('token-for-logout');
  });
});
