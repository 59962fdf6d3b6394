import type { LiveEvent } from './events';

export type LivePublisher = (events: LiveEvent[]) => Promise<void>;

const publishers = new WeakMap<object, LivePublisher>();

/**
 * Registers how events written through a database handle reach the streams: the app's
 * (in-process bus on SQLite, NOTIFY on PostgreSQL), or the admin CLI's (NOTIFY on PostgreSQL,
 * so a status set from the command line reaches the running servers).
 */
export function setLivePublisher(db: object, publisher: LivePublisher): void {
  publishers.set(db, publisher);
}

/**
 * Hands events to the handle's publisher, after the transaction that wrote them committed.
 * Live events are a convenience on top of the stored rows (a client that misses one sees the
 * row at its next read), so a failure here is swallowed and never fails the write.
 */
export async function publishLive(db: object, events: LiveEvent[]): Promise<void> {
  const publisher = publishers.get(db);
  if (!publisher || events.length === 0) return;
  try {
    await publisher(events);
  } catch {
    // See above: the write is committed; only its live echo is lost.
  }
}
