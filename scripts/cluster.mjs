/**
 * The supervisor of `npm start` (scripts/start.mjs): WORKERS server processes sharing one port
 * through node:cluster.
 *
 * - Roles, passed to each worker in its environment (server/src/startup/cluster-worker.ts):
 *   `setup` (migrations and the demo seed) goes to the first worker of a start or of a rolling
 *   restart, and the others are forked once it listens, so setup never runs twice at once and
 *   the secrets it writes to DATA_DIR are written once. `jobs` (mail outbox worker, hourly
 *   reminders) goes to exactly one worker, and is never held by two at once.
 * - A worker that dies unexpectedly is replaced in its slot: at once after a long life, else
 *   after 1 s, 2 s, 4 s ... up to 30 s, so a crash loop cannot eat the machine.
 * - SIGHUP: rolling restart (the new code and its migrations). Each worker is replaced by a new
 *   one that is listening before the old one drains (SIGTERM: server.ts finishes what is in
 *   flight); the jobs worker last.
 * - SIGTERM / SIGINT: every worker drains and stops; a second signal kills them.
 * - On SQLite, live events of one worker reach the event streams of the others through here
 *   (PostgreSQL's LISTEN/NOTIFY does it between instances).
 */
import cluster from 'node:cluster';
import os from 'node:os';

export const MAX_WORKERS = 64;
/** A worker that lived this long was not crash-looping: its replacement starts at once. */
export const STABLE_AFTER_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
/** server.ts exits by itself 10 s after SIGTERM; past this the supervisor kills the worker. */
const STOP_TIMEOUT_MS = 15_000;
/** IPC message type of the live-event relay (same as server/src/startup/cluster-worker.ts). */
const LIVE_MESSAGE = 'inventor-portal:live';

/**
 * WORKERS: unset or empty = 1, `auto` = one per CPU core (at most MAX_WORKERS), else an
 * integer from 1 to MAX_WORKERS. Throws an Error whose message is meant for the user.
 */
export function parseWorkers(value, cores = os.availableParallelism()) {
  const text = String(value ?? '').trim();
  if (text === '') return 1;
  if (text.toLowerCase() === 'auto') return Math.min(MAX_WORKERS, Math.max(1, cores));
  if (/^[0-9]+$/.test(text)) {
    const n = Number(text);
    if (n >= 1 && n <= MAX_WORKERS) return n;
  }
  throw new Error(
    `Invalid configuration:\n  WORKERS: ${JSON.stringify(text)} is not a number of server processes: ` +
      `an integer from 1 to ${MAX_WORKERS}, or auto (one per CPU core, ${cores} here)`,
  );
}

/** Wait before replacing a worker after `failures` consecutive short-lived ones (0 = at once). */
export function restartDelayMs(failures) {
  return failures <= 0 ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
}

/**
 * Runs the workers until SIGTERM/SIGINT; answers the exit code (0 when every worker drained and
 * stopped cleanly, 1 when the start failed or a worker had to be killed).
 * @param {{ workers: number, exec: string, execArgv?: string[], log?: (line: string) => void }} options
 */
export function runCluster({ workers, exec, execArgv = [], log = defaultLog }) {
  cluster.setupPrimary({ exec, execArgv, args: [] });

  /** Every live worker by cluster id (slot workers, and a stand-in during a restart). */
  const records = new Map();
  /** One slot per worker the supervisor keeps running; slot 0 holds the jobs role. */
  const slots = Array.from({ length: workers }, (_, index) => ({
    index,
    jobs: index === 0,
    worker: null,
    /** Consecutive short-lived workers in this slot (the backoff). */
    failures: 0,
    /** The pending replacement of a dead worker. */
    timer: null,
    /** A worker serving in the slot's place until the slot's own one listens (rolling restart, WORKERS=1). */
    standIn: null,
  }));
  let starting = true;
  let shuttingDown = false;
  let restarting = false;
  let restartAgain = false;
  let exitCode = 0;
  let finish = () => undefined;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  function fork(slot, { setup = false, jobs = false } = {}) {
    const worker = cluster.fork({
      PORTAL_WORKER_SETUP: setup ? '1' : '0',
      PORTAL_WORKER_JOBS: jobs ? '1' : '0',
    });
    const roles = [setup && 'setup', jobs && 'jobs'].filter(Boolean).join(', ');
    const record = {
      worker,
      slot,
      jobs,
      name: `worker ${worker.id} (pid ${worker.process.pid}${roles ? `, ${roles}` : ''})`,
      startedAt: Date.now(),
      listened: false,
      stopping: false,
      /** The promise of stop(), once asked. */
      stopped: null,
      exited: false,
      /** Resolves when it listens; rejects if it exits first. */
      listening: null,
      /** Resolves with `{ code, signal }` when it has exited. */
      exit: null,
    };
    records.set(worker.id, record);
    record.exit = new Promise((resolve) => {
      worker.once('exit', (code, signal) => {
        record.exited = true;
        records.delete(worker.id);
        resolve({ code, signal });
        onExit(record, code, signal);
      });
    });
    record.listening = new Promise((resolve, reject) => {
      worker.once('listening', () => {
        record.listened = true;
        log(`${record.name} listening`);
        // The slot's own worker is back (after a failed handover): its stand-in can go.
        if (slot?.standIn && slot.worker === record) {
          void stop(slot.standIn);
          slot.standIn = null;
        }
        resolve();
      });
      void record.exit.then(({ code, signal }) => {
        if (!record.listened)
          reject(
            new Error(`${record.name} exited before listening (${describeExit(code, signal)})`),
          );
      });
    });
    record.listening.catch(() => undefined);
    return record;
  }

  function onExit(record, code, signal) {
    if (record.stopping || shuttingDown || (starting && !record.listened)) return;
    const slot = record.slot;
    if (!slot || slot.worker !== record) {
      log(`${record.name} exited (${describeExit(code, signal)})`);
      return;
    }
    const lived = Date.now() - record.startedAt;
    slot.failures = lived >= STABLE_AFTER_MS ? 0 : slot.failures + 1;
    const delay = restartDelayMs(slot.failures);
    log(
      `${record.name} died (${describeExit(code, signal)}) after ${Math.round(lived / 1000)} s; ` +
        `starting its replacement ${delay ? `in ${delay} ms` : 'now'}`,
    );
    slot.worker = null;
    slot.timer = setTimeout(() => {
      slot.timer = null;
      if (!shuttingDown && !slot.worker) slot.worker = fork(slot, { jobs: slot.jobs });
    }, delay);
  }

  function cancelRestart(slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  /** SIGTERM, then SIGKILL if it has not drained in STOP_TIMEOUT_MS. */
  function stop(record) {
    if (record.exited) return Promise.resolve();
    record.stopped ??= new Promise((resolve) => {
      record.stopping = true;
      record.worker.process.kill('SIGTERM');
      const force = setTimeout(() => {
        log(`${record.name} did not stop in ${STOP_TIMEOUT_MS / 1000} s: killing it`);
        exitCode = 1;
        record.worker.process.kill('SIGKILL');
      }, STOP_TIMEOUT_MS);
      void record.exit.then(({ code, signal }) => {
        clearTimeout(force);
        log(`${record.name} stopped (${describeExit(code, signal)})`);
        // A worker still starting dies of the SIGTERM itself: stopped, not failed.
        if (shuttingDown && code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        resolve();
      });
    });
    return record.stopped;
  }

  async function start() {
    const first = slots[0];
    first.worker = fork(first, { setup: true, jobs: true });
    await first.worker.listening;
    const rest = slots.slice(1).map((slot) => {
      slot.worker = fork(slot);
      return slot.worker.listening;
    });
    await Promise.all(rest);
    starting = false;
    log(
      `${workers} server process${workers === 1 ? '' : 'es'} ready (WORKERS=${workers}); supervisor pid ${process.pid}: ` +
        `kill -HUP ${process.pid} restarts them one by one, kill ${process.pid} stops them`,
    );
  }

  async function rollingRestart() {
    if (shuttingDown || starting) return;
    if (restarting) {
      restartAgain = true;
      return;
    }
    restarting = true;
    log('SIGHUP: rolling restart, one worker at a time');
    let setup = true;
    try {
      // The jobs worker last: everything else already runs the new code when it hands over.
      for (const slot of [...slots.slice(1), slots[0]]) {
        const old = slot.worker;
        if (shuttingDown) return;
        if (!old) continue; // waiting for its crash replacement, which starts the new code anyway
        if (!slot.jobs) {
          const fresh = fork(slot, { setup });
          await fresh.listening; // if it dies first, the old one keeps serving
          setup = false;
          cancelRestart(slot); // the old one died meanwhile: the fresh one takes its place
          slot.worker = fresh;
          await stop(old);
          continue;
        }
        // Jobs never run in two processes at once (a starting mail worker re-queues the mails
        // another one is sending): the old jobs worker stops before the new one starts, and a
        // stand-in serves meanwhile when no other worker would.
        const others = [...records.values()].filter(
          (r) => r !== old && r.listened && !r.stopping && r.slot,
        );
        const standIn = others.length === 0 ? fork(null, { setup }) : null;
        if (standIn) {
          slot.standIn = standIn;
          await standIn.listening;
          setup = false;
        }
        await stop(old);
        cancelRestart(slot);
        slot.worker = fork(slot, { setup, jobs: true });
        await slot.worker.listening; // which stops the stand-in
        if (standIn) await stop(standIn);
      }
      log('rolling restart done');
    } catch (err) {
      log(
        `rolling restart stopped: ${err instanceof Error ? err.message : String(err)}; ` +
          'the workers not replaced yet keep serving',
      );
    } finally {
      restarting = false;
      if (restartAgain && !shuttingDown) {
        restartAgain = false;
        void rollingRestart();
      }
    }
  }

  async function shutdown(reason, code = 0) {
    if (shuttingDown) {
      if (reason.startsWith('SIG')) {
        log(`${reason} again: killing the workers`);
        for (const record of records.values()) record.worker.process.kill('SIGKILL');
        finish(1);
      }
      return;
    }
    shuttingDown = true;
    exitCode = code;
    log(`${reason}: stopping ${records.size} worker${records.size === 1 ? '' : 's'} gracefully`);
    slots.forEach(cancelRestart);
    await Promise.all([...records.values()].map(stop));
    finish(exitCode);
  }

  // On SQLite a worker's live events are handed to the other workers' event streams.
  cluster.on('message', (from, message) => {
    if (message?.type !== LIVE_MESSAGE) return;
    for (const record of records.values()) {
      if (record.worker !== from && record.worker.isConnected()) record.worker.send(message);
    }
  });
  process.on('SIGHUP', () => void rollingRestart());
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  start().catch((err) => {
    log(`start failed: ${err instanceof Error ? err.message : String(err)}`);
    void shutdown('start failed', 1);
  });
  return done;
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

function defaultLog(line) {
  process.stdout.write(`[supervisor] ${line}\n`);
}
