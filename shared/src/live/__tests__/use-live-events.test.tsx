import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from '../../api/base-api';
import { StoreProvider } from '../../store/store-provider';
import { createTestStore } from '../../test-utils/render';
import { FALLBACK_POLL_MS, LIVE_EVENTS_PATH, useLiveEvents } from '../use-live-events';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  emit(name: string, data: unknown) {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    this.listeners.get(name)?.forEach((listener) => listener(event));
  }

  /** A dropped stream the browser retries (`closed: false`) or gives up on (`closed: true`). */
  fail({ closed }: { closed: boolean }) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.instances[FakeEventSource.instances.length - 1];

type Tags = readonly unknown[];

/** Renders the hook in a test store and records every tag invalidation it dispatches. */
function renderLive(enabled = true) {
  const store = createTestStore();
  const invalidated: Tags[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
    if (api.util.invalidateTags.match(action)) invalidated.push(action.payload);
    return dispatch(action);
  }) as typeof dispatch;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>{children}</StoreProvider>
  );
  const hook = renderHook(({ on }) => useLiveEvents(on, { backoff: () => 1000 }), {
    wrapper,
    initialProps: { on: enabled },
  });
  return { ...hook, invalidated };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.defineProperty(globalThis, 'EventSource', {
    value: FakeEventSource,
    configurable: true,
    writable: true,
  });
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('useLiveEvents', () => {
  it('opens one stream on /api/accounts/events/ with credentials, and closes it when disabled', () => {
    const { result, rerender } = renderLive();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe(LIVE_EVENTS_PATH);
    expect(latest().init).toEqual({ withCredentials: true });
    expect(result.current).toBe('connecting');

    act(() => latest().open());
    expect(result.current).toBe('open');

    rerender({ on: false });
    expect(latest().closed).toBe(true);
    expect(result.current).toBe('off');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens nothing while signed out', () => {
    const { result } = renderLive(false);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(result.current).toBe('off');
  });

  it('refreshes the bell (and the tickets) on a notification event', () => {
    const { invalidated } = renderLive();
    act(() => latest().open());
    invalidated.length = 0;

    act(() => latest().emit('notification', { id: 3, message: 'Hi', is_read: false }));

    expect(invalidated).toEqual([['Notification', 'Ticket', 'Activity']]);
  });

  it("refreshes that ticket's thread only on a comment event", () => {
    const { invalidated } = renderLive();
    act(() => latest().open());
    invalidated.length = 0;

    act(() =>
      latest().emit('comment', {
        ticket: 7,
        comment: {
          id: 1,
          body: 'Hello',
          author: { id: 2, name: 'Ada', role: 'inventor' },
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    );

    expect(invalidated).toEqual([[{ type: 'Comment', id: 7 }]]);
  });

  it('catches up on what it missed each time the stream opens', () => {
    const { invalidated } = renderLive();
    act(() => latest().open());
    expect(invalidated).toEqual([['Notification', 'Comment']]);

    // A network drop: the browser reconnects the same EventSource by itself.
    act(() => latest().fail({ closed: false }));
    act(() => latest().open());

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(invalidated).toEqual([
      ['Notification', 'Comment'],
      ['Notification', 'Comment'],
    ]);
  });

  it('opens a new stream after a delay when the browser gives up (a server restart)', () => {
    const { result } = renderLive();
    act(() => latest().open());

    act(() => latest().fail({ closed: true }));
    expect(result.current).toBe('closed');
    expect(FakeEventSource.instances[0].closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => latest().open());
    expect(result.current).toBe('open');
  });

  it('polls the bell and the threads while the stream is not open, and only then', () => {
    const { invalidated } = renderLive();
    act(() => jest.advanceTimersByTime(FALLBACK_POLL_MS));
    expect(invalidated).toEqual([['Notification', 'Comment']]);

    act(() => latest().open());
    invalidated.length = 0;
    act(() => jest.advanceTimersByTime(FALLBACK_POLL_MS * 3));
    expect(invalidated).toEqual([]);

    act(() => latest().fail({ closed: false }));
    act(() => jest.advanceTimersByTime(FALLBACK_POLL_MS));
    expect(invalidated).toEqual([['Notification', 'Comment']]);
  });

  it('falls back to polling where the browser has no EventSource', () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    const { result, invalidated } = renderLive();
    expect(result.current).toBe('unavailable');
    act(() => jest.advanceTimersByTime(FALLBACK_POLL_MS * 2));
    expect(invalidated).toEqual([
      ['Notification', 'Comment'],
      ['Notification', 'Comment'],
    ]);
  });

  it('ignores events after it is closed', () => {
    const { invalidated, unmount } = renderLive();
    act(() => latest().open());
    const source = latest();
    unmount();
    invalidated.length = 0;
    source.emit('notification', {});
    expect(invalidated).toEqual([]);
    expect(source.closed).toBe(true);
  });
});
