import { useCallback, useEffect, useRef, useState } from 'react';
import { retryDelay } from '../lib/backoff';

/** How a server save went: 'network' is retried with backoff, 'rejected' (a 4xx) is not. */
export type SaveOutcome = 'saved' | 'network' | 'rejected';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** Kept in this browser only (not sendable yet, or an edit that must not reach the server). */
  | { kind: 'device'; at: Date }
  | { kind: 'retrying'; attempt: number };

export interface AutosaveOptions<V> {
  values: V;
  /** Whether `values` hold anything worth keeping (false right after a reset). */
  changed: boolean;
  /** Keeps the values on this device; runs at once on every change. */
  keepLocally: (values: V) => void;
  /** Sends the values to the server; null = this form is saved on the device only. */
  saveToServer: ((values: V, options: { keepalive: boolean }) => Promise<SaveOutcome>) | null;
  /** False while the values would be refused (e.g. a required field still empty). */
  sendable: boolean;
  /** No server save while an explicit submit runs. */
  paused: boolean;
  /** Quiet time after the last change before a server save (ms). */
  delay?: number;
}

export interface Autosave {
  status: AutosaveStatus;
  /** Resolves once no server save is running. */
  whenIdle: () => Promise<void>;
  /** Forgets pending work (after an explicit submit, a clear or a restore). */
  reset: () => void;
}

export const AUTOSAVE_DELAY = 2000;

/** The quiet time every form uses; a test may hold it back (see src/test/autosave.ts). */
export const autosaveSettings = { delay: AUTOSAVE_DELAY };

/**
 * "Nothing typed is lost": every change is kept on the device at once; a server save follows
 * `delay` ms after typing stops and when the page is hidden or left, retried with backoff while
 * the network is down.
 */
export function useAutosave<V>(options: AutosaveOptions<V>): Autosave {
  const { values, changed, sendable, paused, delay = autosaveSettings.delay } = options;
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef(options);
  latest.current = options;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  /** Changes not yet on the server. */
  const unsent = useRef(false);
  const attempt = useRef(0);
  const mounted = useRef(true);
  const generation = useRef(0);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const run = useCallback((keepalive: boolean): Promise<void> => {
    const { saveToServer, sendable: canSend, paused: isPaused } = latest.current;
    if (!saveToServer || !canSend || isPaused || !unsent.current) return Promise.resolve();
    if (inFlight.current) {
      // One save at a time: the next one starts when this one ends.
      return inFlight.current.then(() => run(keepalive));
    }
    clearTimer();
    const startedIn = generation.current;
    unsent.current = false;
    setStatus({ kind: 'saving' });
    const job = saveToServer(latest.current.values, { keepalive })
      .catch((): SaveOutcome => 'network')
      .then((outcome) => {
        inFlight.current = null;
        if (!mounted.current || startedIn !== generation.current) return;
        if (outcome === 'saved') {
          attempt.current = 0;
          setStatus({ kind: 'saved', at: new Date() });
        } else if (outcome === 'rejected') {
          attempt.current = 0;
          setStatus({ kind: 'device', at: new Date() });
        } else {
          unsent.current = true;
          attempt.current += 1;
          setStatus({ kind: 'retrying', attempt: attempt.current });
          clearTimer();
          timer.current = setTimeout(() => void run(false), retryDelay(attempt.current));
        }
      });
    inFlight.current = job;
    return job;
  }, []);

  // Every change: on the device at once, to the server after a quiet moment.
  useEffect(() => {
    if (!changed) return;
    latest.current.keepLocally(values);
    unsent.current = true;
    if (!latest.current.saveToServer || !sendable) {
      setStatus({ kind: 'device', at: new Date() });
      return;
    }
    if (paused) return;
    // While retrying, the backoff timer decides when the next attempt goes.
    if (attempt.current > 0) return;
    clearTimer();
    timer.current = setTimeout(() => void run(false), delay);
  }, [values, changed, sendable, paused, delay, run]);

  // Leaving: hidden tab (normal call) or page going away (keepalive outlives it).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void run(false);
    };
    const onPageHide = () => void run(true);
    const onOnline = () => {
      if (attempt.current > 0) void run(false);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
    };
  }, [run]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
    };
  }, []);

  const whenIdle = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
  }, []);

  const reset = useCallback(() => {
    clearTimer();
    generation.current += 1;
    unsent.current = false;
    attempt.current = 0;
    setStatus({ kind: 'idle' });
  }, []);

  return { status, whenIdle, reset };
}
