/**
 * Starts the export worker, or returns null where there is no Worker (jsdom). The one place
 * that names the worker file: webpack turns this exact `new Worker(new URL(..., import.meta.url))`
 * into a worker chunk under the building container's publicPath (the host's `/` when the host
 * provides shared, `/remotes/<dir>/` in a remote's standalone fallback).
 */
export function createXlsxWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(
    /* webpackChunkName: "xlsx-worker" */ new URL('./xlsx.worker.ts', import.meta.url),
  );
}
