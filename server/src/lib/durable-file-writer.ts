import { Worker } from 'node:worker_threads';

/**
 * Writes a file durably (temporary name, data, fsync, rename into place, directory made if
 * missing) in one round trip to a worker thread.
 *
 * The same steps through `fs/promises` are six trips through libuv's thread pool, and each
 * trip's answer waits its turn in the event loop behind every other request's work: under 50
 * concurrent connections a trip costs about one pass over all of them (~20 ms), so a ticket
 * creation with a drawing spent most of its time queueing between these steps. The worker
 * does them back to back, synchronously, off the event loop, and answers once.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
parentPort.on('message', ({ id, target, data }) => {
  const temp = target + '.tmp-' + process.pid + '-' + id;
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeFileSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, target);
    parentPort.postMessage({ id });
  } catch (err) {
    try { fs.rmSync(temp, { force: true }); } catch {}
    parentPort.postMessage({ id, error: err && err.message ? err.message : String(err) });
  }
});
`;

interface Pending {
  resolve: () => void;
  reject: (err: Error) => void;
}

interface Answer {
  id: number;
  error?: string;
}

export class DurableFileWriter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** Resolves once `data` is on disk under `target`; a failure leaves no file behind. */
  write(target: string, data: Uint8Array): Promise<void> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, target, data });
    });
  }

  /** Stops the worker (tests, shutdown); writes under way are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', (answer: Answer) => this.settle(answer));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`file writer exited (${code})`)));
    // Idle, it does not keep the process alive; a write under way does (see write()).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle({ id, error }: Answer): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    if (error === undefined) pending.resolve();
    else pending.reject(new Error(error));
  }

  /** The worker died: every write it held fails, and the next write starts a new worker. */
  private fail(worker: Worker, err: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }
}

/** The process's one writer: a single thread is plenty for uploads (one fsync each). */
export const durableFileWriter = new DurableFileWriter();
