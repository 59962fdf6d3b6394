import { http, HttpResponse } from 'msw';
import type { Notification } from '../../schemas';
import { setupMswServer } from '../../test-utils/msw';
import { createStore } from '../../store/store';
import { notificationsApi } from '../notifications-api';

const server = setupMswServer();

const note = (id: number, is_read = false): Notification => ({
  id,
  message: `Message ${id}`,
  is_read,
  created_at: '2024-05-01T10:00:00Z',
  event: 'text',
  params: { text: `Message ${id}` },
});

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

const page1 = notificationsApi.endpoints.getNotifications.select({ page: 1 });
const readFlags = (state: ReturnType<ReturnType<typeof createStore>['getState']>) =>
  page1(state).data?.results.map((n) => n.is_read);

describe('notifications', () => {
  it('asks for pages of 3 by default', async () => {
    let query = '';
    server.use(
      http.get('/api/accounts/notifications/', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [note(1)] });
      }),
    );
    await createStore().dispatch(notificationsApi.endpoints.getNotifications.initiate({ page: 1 }));
    expect(query).toBe('?page=1&page_size=3');
  });

  it('marks one read in the cached page at once, and all read with "mark all"', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/accounts/notifications/', () =>
        HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          results: [note(1), note(2), note(3, true)],
        }),
      ),
      http.put('/api/accounts/notifications/:id/', async ({ params }) => {
        await held;
        return HttpResponse.json(note(Number(params.id), true));
      }),
      http.put('/api/accounts/notifications/', () => HttpResponse.json({ updated: 2 })),
    );
    const store = createStore();
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ page: 1 }));

    const marking = store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate(2));
    expect(readFlags(store.getState())).toEqual([false, true, true]); // before the server answered
    release();
    await marking;

    await store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate()).unwrap();
    expect(readFlags(store.getState())).toEqual([true, true, true]);
  });

  it('undoes the optimistic change when the server refuses', async () => {
    server.use(
      http.get('/api/accounts/notifications/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [note(7)] }),
      ),
      http.put('/api/accounts/notifications/:id/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const store = createStore();
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ page: 1 }));
    await store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate(7));
    expect(readFlags(store.getState())).toEqual([false]);
  });
});
