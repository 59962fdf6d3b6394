import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../live/events';
import { setLivePublisher } from '../live/publish';

/** What this process does besides answering requests. */
export interface ProcessRole {
  /** A worker of `npm start`'s supervisor (scripts/cluster.mjs), sharing its port with others. */
  clustered: boolean;
  /** Migrations and the demo seed: one process at a time. */
  runsSetup: boolean;
  /** The mail outbox worker and the hourly reminders: one process of the machine. */
  runsJobs: boolean;
}

/**
 * A server started on its own (tsx server/src/server.ts, tests, e2e) does everything; a worker
 * of the supervisor does what its environment says (PORTAL_WORKER_SETUP, PORTAL_WORKER_JOBS).
 */
export function processRole(env: NodeJS.ProcessEnv = process.env): ProcessRole {
  if (!cluster.isWorker) return { clustered: false, runsSetup: true, runsJobs: true };
  return {
    clustered: true,
    runsSetup: env.PORTAL_WORKER_SETUP === '1',
    runsJobs: env.PORTAL_WORKER_JOBS === '1',
  };
}

/** IPC message type of the relay (same as scripts/cluster.mjs). */
const LIVE_MESSAGE = 'inventor-portal:live';

interface LiveMessage {
  type: typeof LIVE_MESSAGE;
  events: LiveEvent[];
}

const isLiveMessage = (message: unknown): message is LiveMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === LIVE_MESSAGE &&
  Array.isArray((message as { events?: unknown }).events);

/**
 * On SQLite, live events go to this process's streams only (plugins/app/live.ts): a worker also
 * hands them to the supervisor, which passes them to the other workers' streams. On PostgreSQL,
 * LISTEN/NOTIFY already reaches every process.
 */
export function relayLiveEventsBetweenWorkers(app: FastifyInstance): void {
  if (!cluster.isWorker || app.dialect === 'postgres' || !process.send) return;
  setLivePublisher(app.db, async (events) => {
    for (const event of events) app.liveBus.deliver(event);
    const message: LiveMessage = { type: LIVE_MESSAGE, events };
    process.send?.(message);
  });
  process.on('message', (message: unknown) => {
    if (!isLiveMessage(message)) return;
    for (const event of message.events) app.liveBus.deliver(event);
  });
}
