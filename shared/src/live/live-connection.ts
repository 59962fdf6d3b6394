/**
 * One Server-Sent Events connection to `GET /api/accounts/events/`. The browser's EventSource
 * reconnects by itself after a dropped stream (readyState back to CONNECTING); when it gives up
 * instead (CLOSED: the server answered with an error, or was down at the reconnection), this
 * opens a new one after an increasing delay, until stopped.
 */

export type LiveStatus = 'connecting' | 'open' | 'closed';

/** The events the server sends (API.md Part 2); their `data` is JSON. */
export const LIVE_EVENT_NAMES = ['notification', 'comment', 'review_submitted'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

export interface LiveConnectionOptions {
  url: string;
  onEvent: (name: LiveEventName, data: unknown) => void;
  onStatus: (status: LiveStatus) => void;
  /** Milliseconds before the n-th new connection (n from 0) after the browser gave up. */
  backoff?: (attempt: number) => number;
}

/** 1 s, 2 s, 4 s… up to a minute, with some jitter so clients do not all come back at once. */
export const defaultBackoff = (attempt: number): number =>
  Math.min(60_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/** Opens the stream; the returned function closes it for good. */
export function openLiveConnection({
  url,
  onEvent,
  onStatus,
  backoff = defaultBackoff,
}: LiveConnectionOptions): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    onStatus('connecting');
    const es = new EventSource(url, { withCredentials: true });
    source = es;
    es.onopen = () => {
      attempt = 0;
      onStatus('open');
    };
    es.onerror = () => {
      if (stopped || source !== es) return;
      if (es.readyState !== EventSource.CLOSED) {
        onStatus('connecting');
        return;
      }
      es.close();
      source = null;
      onStatus('closed');
      retry = setTimeout(connect, backoff(attempt));
      attempt += 1;
    };
    for (const name of LIVE_EVENT_NAMES) {
      es.addEventListener(name, (event) => {
        if (!stopped) onEvent(name, parse((event as MessageEvent).data));
      });
    }
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    source = null;
  };
}
