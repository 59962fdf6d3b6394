import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import type { Comment } from '@inventor-portal/shared/schemas';
import type { DB } from '../db/database';
import type { LiveBus } from './bus';
import type { LiveEvent } from './events';

/**
 * Live events between server instances on PostgreSQL: every instance LISTENs on one channel,
 * and a write NOTIFYs it once committed, so a client connected to instance B gets a write done
 * on A (and each instance, A included, delivers to its own streams from what it hears).
 */

/** NOTIFY payloads must stay under 8000 bytes; a little room is kept. */
const MAX_PAYLOAD_BYTES = 7_500;

/** The channel of a database (a schema of its own gets its own channel: tests share one database). */
export function channelName(schema: string | undefined): string {
  const base = 'inventor_portal_events';
  if (!schema) return base;
  return `${base}_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/** One event as sent: full data, or for a comment too large, its id (`r`) to read back. */
type WireEvent =
  | { u: number[]; n: LiveEvent['name']; d: unknown }
  | { u: number[]; n: 'comment'; r: { ticket: number; id: number } };

function toWire(event: LiveEvent): WireEvent {
  const wire: WireEvent = { u: event.userIds, n: event.name, d: event.data };
  if (event.name === 'comment' && Buffer.byteLength(JSON.stringify(wire)) > MAX_PAYLOAD_BYTES) {
    return {
      u: event.userIds,
      n: 'comment',
      r: { ticket: event.data.ticket, id: event.data.comment.id },
    };
  }
  return wire;
}

/** Wire events packed into as few payloads (JSON arrays) as the size limit allows. */
export function packPayloads(events: LiveEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2;
  for (const event of events) {
    const text = JSON.stringify(toWire(event));
    const size = Buffer.byteLength(text) + 1;
    if (batch.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(text);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

/** Publishes by NOTIFY through the pool (the app's and the admin CLI's publisher on PostgreSQL). */
export function pgNotifyPublisher(db: Kysely<DB>, channel: string) {
  return async (events: LiveEvent[]): Promise<void> => {
    for (const payload of packPayloads(events)) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    }
  };
}

export interface PgListenerOptions {
  connectionString: string;
  schema?: string;
  channel: string;
  bus: LiveBus;
  /** Reads a comment sent by reference. */
  loadComment: (id: number) => Promise<Comment | undefined>;
  onError: (err: unknown) => void;
}

function isWireEvent(value: unknown): value is WireEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.u) &&
    v.u.every((id) => Number.isInteger(id)) &&
    (v.n === 'notification' || v.n === 'comment' || v.n === 'review_submitted') &&
    ('d' in v || 'r' in v)
  );
}

/**
 * A dedicated connection (LISTEN holds its session; a pooled client would be handed to queries)
 * that reconnects by itself after a database restart, 1 s to 30 s apart. Events sent while it
 * is down are lost: clients read the stored rows when their stream reconnects.
 */
export class PgListener {
  private client: Client | null = null;
  private closed = false;
  private retryMs = 1_000;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgListenerOptions) {}

  async start(): Promise<void> {
    await this.connect().catch((err: unknown) => {
      this.options.onError(err);
      this.scheduleReconnect();
    });
  }

  private async connect(): Promise<void> {
    const { connectionString, schema, channel } = this.options;
    const client = new Client({
      connectionString,
      // A database that does not answer must not hold the server's start (onReady) for long.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    client.on('error', (err) => {
      this.options.onError(err);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.receive(message.payload);
    });
    await client.connect();
    if (this.closed) {
      await client.end();
      return;
    }
    await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    this.client = client;
    this.retryMs = 1_000;
  }

  private drop(client: Client): void {
    if (this.client !== client && this.client !== null) return;
    this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().catch((err: unknown) => {
        this.options.onError(err);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(parsed)) return;
    const { bus } = this.options;
    for (const wire of parsed) {
      if (!isWireEvent(wire) || !bus.hasListeners(wire.u)) continue;
      if ('r' in wire) {
        const { ticket, id } = wire.r;
        this.options
          .loadComment(id)
          .then((comment) => {
            if (comment)
              bus.deliver({ userIds: wire.u, name: 'comment', data: { ticket, comment } });
          })
          .catch((err: unknown) => this.options.onError(err));
      } else {
        bus.deliver({ userIds: wire.u, name: wire.n, data: wire.d } as LiveEvent);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
