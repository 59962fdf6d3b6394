import type { LiveEvent } from './events';

/** Told an event's name and JSON data, for one account. */
export type LiveListener = (name: LiveEvent['name'], data: string) => void;

/**
 * The in-process fan-out of live events to the open event streams of this instance, by
 * account. A Map of Sets rather than an EventEmitter: thousands of streams, no listener limit,
 * and an event for N accounts costs N lookups, not a scan of every stream.
 */
export class LiveBus {
  private readonly listeners = new Map<number, Set<LiveListener>>();

  /** Starts delivering to `listener`; answers the function that stops it. */
  subscribe(userId: number, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }

  /** Whether any stream of these accounts is open here (an instance skips work for nobody). */
  hasListeners(userIds: number[]): boolean {
    return userIds.some((id) => this.listeners.has(id));
  }

  /** Open streams, all accounts together (tests, diagnostics). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  deliver(event: LiveEvent): void {
    // Serialized once, whatever the number of streams.
    let data: string | null = null;
    for (const userId of new Set(event.userIds)) {
      const set = this.listeners.get(userId);
      if (!set) continue;
      data ??= JSON.stringify(event.data);
      for (const listener of set) listener(event.name, data);
    }
  }
}
