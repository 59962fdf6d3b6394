import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeNotification, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(name: string, data: unknown) {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    this.listeners.get(name)?.forEach((listener) => listener(event));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.defineProperty(globalThis, 'EventSource', {
    value: FakeEventSource,
    configurable: true,
    writable: true,
  });
});

afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('shell live events', () => {
  it('opens one stream for the signed-in user; a notification event updates the bell without a reload', async () => {
    let notifications = [makeNotification(1, true)];
    server.use(
      http.get('*/api/accounts/notifications/', () => HttpResponse.json(paged(notifications))),
    );
    renderWithApp(null, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      expect.stringMatching(/\/api\/accounts\/events\/$/),
    ]);

    notifications = [makeNotification(2, false), ...notifications];
    act(() => FakeEventSource.instances[0].emit('notification', notifications[0]));

    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
