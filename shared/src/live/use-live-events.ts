import { getRuntimeConfig, useAppDispatch } from '@inventor-portal/shared';
import { useEffect, useRef, useState } from 'react';
import { applyLiveEvent, catchUp } from './live-cache';
import { defaultBackoff, openLiveConnection, type LiveStatus } from './live-connection';

export const LIVE_EVENTS_PATH = '/api/accounts/events/';

/** While the stream is not open, the bell and open threads are fetched again this often. */
export const FALLBACK_POLL_MS = 15_000;

/** `off` while disabled; `unavailable` where the browser has no EventSource. */
export type LiveEventsStatus = LiveStatus | 'off' | 'unavailable';

export interface LiveEventsOptions {
  pollMs?: number;
  backoff?: (attempt: number) => number;
}

/**
 * The signed-in user's live events, mounted once by the shell: a `notification` refreshes the
 * bell, a `comment` that ticket's thread, each within moments of the write. Every time the
 * stream opens (again) the bell and threads catch up on what it may have missed; while it is not
 * open they are polled instead.
 */
export function useLiveEvents(
  enabled: boolean,
  { pollMs = FALLBACK_POLL_MS, backoff }: LiveEventsOptions = {},
): LiveEventsStatus {
  const dispatch = useAppDispatch();
  const supported = typeof EventSource !== 'undefined';
  const [stream, setStream] = useState<LiveStatus>('connecting');
  const status: LiveEventsStatus = !enabled ? 'off' : supported ? stream : 'unavailable';

  // The stream is opened once per sign-in: a new `backoff` function does not reopen it.
  const backoffRef = useRef(backoff);
  useEffect(() => {
    backoffRef.current = backoff;
  }, [backoff]);

  useEffect(() => {
    if (!enabled || !supported) return undefined;
    return openLiveConnection({
      url: `${getRuntimeConfig().apiBaseUrl}${LIVE_EVENTS_PATH}`,
      backoff: (attempt) => (backoffRef.current ?? defaultBackoff)(attempt),
      onEvent: (name, data) => applyLiveEvent(dispatch, name, data),
      onStatus: (next) => {
        setStream(next);
        if (next === 'open') catchUp(dispatch);
      },
    });
  }, [enabled, supported, dispatch]);

  const polling = status === 'connecting' || status === 'closed' || status === 'unavailable';
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => catchUp(dispatch), pollMs);
    return () => clearInterval(timer);
  }, [polling, pollMs, dispatch]);

  return status;
}
