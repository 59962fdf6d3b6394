import type { SheetCell } from './sheet-rows';
import type { XlsxRequest, XlsxResponse } from './xlsx-protocol';

/** The worker could not run at all (its script failed to load, or it crashed). */
export class XlsxWorkerFailed extends Error {
  override name = 'XlsxWorkerFailed';
}

/**
 * Posts the row slices to `worker` as they are produced, then asks for the workbook. Resolves
 * with the file; rejects with the worker's error message, or with `XlsxWorkerFailed` when the
 * worker itself failed. The worker is terminated either way.
 */
export async function buildXlsxInWorker(
  worker: Worker,
  slices: AsyncIterable<SheetCell[][]>,
  sheetName: string,
): Promise<Blob> {
  const state: { failed: boolean } = { failed: false };
  const result = new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<XlsxResponse>) => {
      if (event.data.type === 'done') resolve(event.data.file);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event: ErrorEvent) => {
      // Handled here: keep it out of the console's uncaught errors.
      event.preventDefault();
      state.failed = true;
      reject(new XlsxWorkerFailed(event.message || 'The export worker failed to start.'));
    };
  });
  // Observed now, awaited below: a failure while slices are still being posted is not unhandled.
  result.catch(() => undefined);
  const post = (request: XlsxRequest) => worker.postMessage(request);
  try {
    for await (const rows of slices) {
      if (state.failed) break;
      post({ type: 'rows', rows });
    }
    if (!state.failed) post({ type: 'build', sheetName });
    return await result;
  } finally {
    worker.terminate();
  }
}
