import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '@server/db/database';
import { getOfficeAnalytics } from './analytics.service';
import type { ReportAnswer, ReportJob } from './report.worker.mts';

/** Beside this file in the source tree; Node (or tsx, or the tests) runs it as it is. */
const WORKER_FILE = path.join(__dirname, 'report.worker.mts');

/** A workbook is built in well under this; past it the worker is ended and the request fails. */
const TIME_LIMIT_MS = 30_000;

function writeInWorker(job: ReportJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_FILE, { workerData: job });
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const fail = (reason: string) => settle(() => reject(new Error(reason)));
    const timer = setTimeout(() => fail('The report took too long to build.'), TIME_LIMIT_MS);
    worker.on('message', (answer: ReportAnswer) => {
      if ('workbook' in answer) {
        const bytes = answer.workbook;
        settle(() => resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
      } else fail(answer.error);
    });
    worker.on('error', (err) => fail(err.message));
    worker.on('exit', () => fail('The report worker stopped.'));
  });
}

/**
 * The annual report (`report.xlsx?year=YYYY`): the figures of the calendar year (UTC) by month,
 * written to a workbook in a worker thread (off the event loop).
 */
export async function buildAnnualReport(db: Db, year: number): Promise<Buffer> {
  const figures = await getOfficeAnalytics(db, {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    group: 'month',
  });
  return writeInWorker({ year, figures });
}
