import { read, utils } from 'xlsx';
import { captureDownloads, type Download } from '../../test-utils/capture-download';
import { exportRows } from '../export-rows';
import { exportTestColumns, manyExportTestRows } from '../../test-utils/export-rows-fixture';
import { createXlsxJob } from '../xlsx-job';
import type { XlsxRequest, XlsxResponse } from '../xlsx-protocol';

const columns = exportTestColumns;

const manyRows = manyExportTestRows;

/**
 * Stands in for the browser's Worker (jsdom has none): runs the real worker job in-process,
 * with messages cloned and delivered asynchronously as postMessage does.
 */
class FakeWorker {
  static created: FakeWorker[] = [];
  /**
   * 'crash' = the worker script never runs (as when its chunk fails to load);
   * 'fail' = the job answers with an error (as when xlsx throws while writing).
   */
  static mode: 'run' | 'crash' | 'fail' = 'run';
  onmessage: ((event: { data: XlsxResponse }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  requests: XlsxRequest[] = [];
  terminated = false;
  private readonly handle = createXlsxJob((message) =>
    setTimeout(() => this.onmessage?.({ data: message }), 0),
  );

  constructor(readonly url: URL) {
    FakeWorker.created.push(this);
  }

  postMessage(request: XlsxRequest): void {
    const copy = structuredClone(request);
    this.requests.push(copy);
    setTimeout(() => {
      if (FakeWorker.mode === 'crash')
        this.onerror?.({ message: 'Script error.', preventDefault: () => undefined });
      else if (FakeWorker.mode === 'fail' && copy.type === 'build')
        this.onmessage?.({ data: { type: 'error', message: 'Invalid array length' } });
      else this.handle(copy);
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const sheetOf = async (file: Download) => {
  const book = read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
  return {
    names: book.SheetNames,
    rows: utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
      defval: '',
    }),
  };
};

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
  FakeWorker.created = [];
  FakeWorker.mode = 'run';
  Object.defineProperty(globalThis, 'Worker', {
    value: FakeWorker,
    configurable: true,
    writable: true,
  });
});
afterEach(() => {
  capture.restore();
  delete (globalThis as { Worker?: unknown }).Worker;
  jest.restoreAllMocks();
});

describe('xlsx export through the worker', () => {
  it('builds tickets.xlsx in the worker: sheet Tickets, the header row, then every row in order', async () => {
    const rows = manyRows(3000);
    await exportRows({ format: 'xlsx', fileName: 'tickets', sheetName: 'Tickets', columns, rows });

    expect(FakeWorker.created).toHaveLength(1);
    const worker = FakeWorker.created[0];
    expect(String(worker.url)).toMatch(/\/xlsx\.worker\.ts$/);
    expect(worker.terminated).toBe(true);
    expect(worker.requests.at(-1)).toEqual({ type: 'build', sheetName: 'Tickets' });
    // Only plain cells cross to the worker: lists already joined with '; '.
    const posted = worker.requests.flatMap((r) => (r.type === 'rows' ? r.rows : []));
    expect(posted[0]).toEqual(['Title', 'Inventors', 'TRL']);
    expect(posted[1]).toEqual(['Ticket 1', 'Ada; Grace', 0]);

    expect(capture.downloads.map((d) => d.fileName)).toEqual(['tickets.xlsx']);
    const sheet = await sheetOf(capture.downloads[0]);
    expect(sheet.names).toEqual(['Tickets']);
    expect(sheet.rows[0]).toEqual(['Title', 'Inventors', 'TRL']);
    expect(sheet.rows).toHaveLength(3001);
    expect(sheet.rows[3000]).toEqual(['Ticket 3000', 'Ada; Grace', 2]);
  });

  it('posts the rows in several slices when reading them takes long, so the page is never blocked', async () => {
    // Every clock read is 20 ms later: each slice looks slow, so the next ones get smaller.
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (now += 20));
    await exportRows({
      format: 'xlsx',
      fileName: 'patents',
      sheetName: 'Patents',
      columns,
      rows: manyRows(2000),
    });

    const slices = FakeWorker.created[0].requests.filter((r) => r.type === 'rows');
    expect(slices.length).toBeGreaterThan(20);
    expect(
      Math.max(...slices.slice(1).map((r) => (r.type === 'rows' ? r.rows.length : 0))),
    ).toBeLessThanOrEqual(50);
    expect(slices.flatMap((r) => (r.type === 'rows' ? r.rows : []))).toHaveLength(2001);
    const sheet = await sheetOf(capture.downloads[0]);
    expect(sheet.names).toEqual(['Patents']);
    expect(sheet.rows).toHaveLength(2001);
  });

  it('rejects with the error from the worker and downloads nothing', async () => {
    FakeWorker.mode = 'fail';
    const run = exportRows({
      format: 'xlsx',
      fileName: 'tickets',
      sheetName: 'Tickets',
      columns,
      rows: manyRows(3),
    });
    await expect(run).rejects.toThrow('Invalid array length');
    expect(capture.downloads).toEqual([]);
    expect(FakeWorker.created[0].terminated).toBe(true);
  });

  it('builds the same file on the main thread when the worker cannot start', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeWorker.mode = 'crash';
    await exportRows({
      format: 'xlsx',
      fileName: 'tickets',
      sheetName: 'Tickets',
      columns,
      rows: manyRows(5),
    });

    expect(warn).toHaveBeenCalledTimes(1);
    const sheet = await sheetOf(capture.downloads[0]);
    expect(sheet.names).toEqual(['Tickets']);
    expect(sheet.rows[0]).toEqual(['Title', 'Inventors', 'TRL']);
    expect(sheet.rows).toHaveLength(6);
  });

  it('builds on the main thread when no worker may be created (e.g. a script on another origin)', async () => {
    Object.defineProperty(globalThis, 'Worker', {
      value: function Refused() {
        throw new DOMException('Script at another origin', 'SecurityError');
      },
      configurable: true,
      writable: true,
    });
    await exportRows({
      format: 'xlsx',
      fileName: 'patents_cards',
      sheetName: 'Patents',
      columns,
      rows: manyRows(2),
    });
    const sheet = await sheetOf(capture.downloads[0]);
    expect(capture.downloads[0].fileName).toBe('patents_cards.xlsx');
    expect(sheet.names).toEqual(['Patents']);
    expect(sheet.rows).toEqual([
      ['Title', 'Inventors', 'TRL'],
      ['Ticket 1', 'Ada; Grace', 0],
      ['Ticket 2', 'Ada; Grace', 1],
    ]);
  });
});
