import { writeFileSync } from 'node:fs';
import type { Dialect } from '@server/db/database';
import { statementCounter } from '../helpers/statement-counter';
import { createTestApp, DIALECTS, type TestContext } from '../helpers/test-app';
import { EXCEPTIONS, READ_BUDGET, renderMarkdown, WRITE_BUDGET } from './budgets';
import type { Measurement } from './measure';
import { countsOf, readRecord, record } from './report';
import { walkEveryEndpoint } from './walk';

/**
 * Issue 33, point 2: the statements every endpoint sends to the database, the session lookup
 * and BEGIN/COMMIT included, counted below the portal's own code (helpers/statement-counter.ts)
 * on the first request after a write (no remembered answer). Every read at most READ_BUDGET,
 * every write at most WRITE_BUDGET, but for the documented exceptions (budgets.ts), which
 * may not get worse. docs/round-trips.md shows the counts; `ROUND_TRIPS_RECORD=after` (or
 * `before`) rewrites it from a run; otherwise a count that differs from it fails.
 */

// Hooked before any app opens a connection.
statementCounter();

const recording = process.env.ROUND_TRIPS_RECORD;
const openApiRoute = (method: string, url: string) =>
  `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

for (const dialect of DIALECTS) {
  describe(`round trips of every endpoint [${dialect}]`, () => {
    let ctx: TestContext;
    let measurements: Measurement[] = [];
    beforeAll(async () => {
      // The production default: event mails held for their 5-minute coalescing window.
      ctx = await createTestApp(dialect, { env: { MAIL_COALESCE_SECONDS: '300' } });
      measurements = (await walkEveryEndpoint(ctx.app)).measurements;
      const dump = process.env.ROUND_TRIPS_DUMP;
      if (dump) writeFileSync(`${dump}.${dialect}.json`, JSON.stringify(measurements, null, 1));
      if (recording === 'before' || recording === 'after')
        record(dialect, recording, measurements, renderMarkdown);
    }, 180_000);
    afterAll(() => ctx?.close());

    const over = (m: Measurement, d: Dialect) => {
      const budget = m.route.startsWith('GET ') ? READ_BUDGET : WRITE_BUDGET;
      return { budget, limit: EXCEPTIONS[m.route]?.[d] ?? budget };
    };

    it('measures every route of the contract, each once', () => {
      const routes = ctx.app.apiRoutes
        .filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide)
        .map((r) => openApiRoute(r.method, r.url));
      const measured = measurements.map((m) => m.route);
      expect([...new Set(measured)].sort()).toEqual([...new Set(routes)].sort());
      expect(measured).toHaveLength(new Set(measured).size);
    });

    it('keeps every read within 3 statements and every write within 8, but for the listed exceptions', () => {
      const problems = measurements.flatMap((m) => {
        const { limit } = over(m, dialect);
        return m.statements.length > limit
          ? [`${m.route}: ${m.statements.length} > ${limit}\n    ${m.statements.join('\n    ')}`]
          : [];
      });
      expect(problems).toEqual([]);
    });

    it('holds each exception at its current count: a better count lowers its ceiling, one within budget drops it', () => {
      const stale = measurements.flatMap((m) => {
        const { budget, limit } = over(m, dialect);
        const count = m.statements.length;
        return limit > budget && count < limit
          ? [
              `${m.route}: ${count} now, ceiling ${limit}${count <= budget ? ' (within budget)' : ''}`,
            ]
          : [];
      });
      const unknown = Object.keys(EXCEPTIONS).filter(
        (route) => !measurements.some((m) => m.route === route),
      );
      expect([...stale, ...unknown]).toEqual([]);
    });

    it('matches docs/round-trips.md (rewrite it with ROUND_TRIPS_RECORD=after)', () => {
      const documented = readRecord()[dialect]?.after ?? {};
      const differing = measurements.flatMap((m) => {
        const now = countsOf(m);
        const then = documented[m.route];
        return JSON.stringify(now) === JSON.stringify(then)
          ? []
          : [`${m.route}: documented ${JSON.stringify(then)}, measured ${JSON.stringify(now)}`];
      });
      expect(differing).toEqual([]);
    });
  });
}
