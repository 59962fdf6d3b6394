import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { statementCounter } from '../helpers/statement-counter';

/** One endpoint's statements, as one caller's request sent them. */
export interface Measurement {
  /** `METHOD /api/path/{param}`, as docs/openapi.json names the route. */
  route: string;
  status: number;
  /** Statements of the request with no remembered answer to serve (the first request after a write). */
  statements: string[];
  /** Statements of the same request sent again at once (GET only): what a remembered answer costs. */
  cached?: string[];
}

/** What a measured request answers: an injected response, or a stream's first bytes. */
export interface Answer {
  statusCode: number;
  body: string;
}

/** Transaction control: a round trip on PostgreSQL, counted like any other statement. */
export const isTransactionControl = (statement: string): boolean =>
  /^(begin|commit|rollback)\b/i.test(statement);

/** Lets work started by a request but finished after its answer (an event mail) be counted with it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Sends requests one at a time and records the statements of each. Before every measured
 * request it writes to a versioned table through the app's own handle (uncounted), so the
 * data version moves and no remembered answer can be served: the count is the uncached one.
 */
export class Walk {
  readonly measurements: Measurement[] = [];
  private readonly counter = statementCounter();

  constructor(private readonly app: FastifyInstance) {}

  private async forgetRememberedAnswers(): Promise<void> {
    await sql`update affiliations set name = name`.execute(this.app.db);
  }

  private async counted<R extends Answer>(
    send: () => Promise<R>,
  ): Promise<{ res: R; statements: string[] }> {
    await settle();
    this.counter.start();
    const res = await send();
    await settle();
    return { res, statements: this.counter.stop() };
  }

  /**
   * Measures `send` under `route`. A GET is sent twice, the second time from the remembered
   * answers when the endpoint has them, unless `once` (a GET that changes something).
   * Fails when the status is not `expected`, so a walk that stops reaching the work it
   * measures is noticed.
   */
  async measure<R extends Answer>(
    route: string,
    expected: number,
    send: () => Promise<R>,
    options: { once?: boolean } = {},
  ): Promise<R> {
    await this.forgetRememberedAnswers();
    const first = await this.counted(send);
    if (first.res.statusCode !== expected) {
      throw new Error(
        `${route}: expected ${expected}, got ${first.res.statusCode} ${first.res.body.slice(0, 300)}`,
      );
    }
    const measurement: Measurement = {
      route,
      status: first.res.statusCode,
      statements: first.statements,
    };
    if (route.startsWith('GET ') && !options.once) {
      measurement.cached = (await this.counted(send)).statements;
    }
    this.measurements.push(measurement);
    return first.res;
  }
}
