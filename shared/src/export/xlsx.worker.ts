/**
 * The export worker (webpack 5 bundles it, with xlsx, as its own chunk from the `new Worker(new
 * URL(...))` in create-xlsx-worker.ts): builds the workbook off the main thread.
 */
import { createXlsxJob } from './xlsx-job';
import type { XlsxRequest, XlsxResponse } from './xlsx-protocol';

/** The part of DedicatedWorkerGlobalScope used here (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<XlsxRequest>) => void) | null;
  postMessage(message: XlsxResponse): void;
}

const scope = self as unknown as WorkerScope;
const handle = createXlsxJob((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
