/** Per-endpoint latencies of a mixed-load run: counts, errors, p50/p99 from the sorted samples. */

/** Nearest-rank percentile of an ascending array (null when empty), rounded to 0.1 ms. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return Math.round(sorted[rank - 1] * 10) / 10;
}

const ascending = (a, b) => a - b;

function sortedCopy(values) {
  return Float64Array.from(values).sort(ascending);
}

/** Samples of one endpoint (or of the whole run). */
class Samples {
  constructor() {
    this.all = [];
    /** Reads that could not be a remembered answer: see MixedStats.record. */
    this.afterWrite = [];
    /** Reads the server computed (not answered from memory: no `x-remembered-answer: hit`). */
    this.computed = [];
    this.errors = 0;
    this.firstError = null;
    this.write = false;
  }
}

export class MixedStats {
  constructor() {
    this.endpoints = new Map();
    this.total = new Samples();
  }

  /**
   * One finished request: `ms` from the first byte sent to the last byte received; `ok` for a
   * 2xx; `afterWrite` when the same user had not asked for the same request since the last
   * write of the run completed (on a server that remembers answers until the next write, such
   * a read is computed, never remembered).
   */
  record(name, { ms, ok, status, body, write, afterWrite, remembered = false }) {
    let s = this.endpoints.get(name);
    if (!s) {
      s = new Samples();
      this.endpoints.set(name, s);
    }
    s.write ||= write;
    for (const target of [s, this.total]) {
      target.all.push(ms);
      if (afterWrite) target.afterWrite.push(ms);
      if (!write && !remembered) target.computed.push(ms);
      if (!ok) {
        target.errors += 1;
        target.firstError ??= `${name}: ${status || 'no answer'} ${String(body).slice(0, 160)}`;
      }
    }
  }

  /** The figures of the run, endpoints sorted by name; `seconds` is the measured duration. */
  summary(seconds) {
    const figures = (s) => {
      const all = sortedCopy(s.all);
      const after = sortedCopy(s.afterWrite);
      const computed = sortedCopy(s.computed);
      return {
        requests: all.length,
        rps: Math.round(all.length / seconds),
        p50: percentile(all, 50),
        p99: percentile(all, 99),
        max: all.length ? Math.round(all[all.length - 1] * 10) / 10 : null,
        errors: s.errors,
        firstError: s.firstError,
        afterWrite: {
          requests: after.length,
          p50: percentile(after, 50),
          p99: percentile(after, 99),
        },
        computed: {
          requests: computed.length,
          p50: percentile(computed, 50),
          p99: percentile(computed, 99),
        },
      };
    };
    const endpoints = {};
    for (const name of [...this.endpoints.keys()].sort()) {
      const s = this.endpoints.get(name);
      endpoints[name] = { write: s.write, ...figures(s) };
    }
    const writes = Object.values(endpoints)
      .filter((e) => e.write)
      .reduce((sum, e) => sum + e.requests, 0);
    const total = figures(this.total);
    const reads = total.requests - writes;
    const share = (part, whole) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);
    return {
      seconds: Math.round(seconds * 100) / 100,
      ...total,
      writeShare: share(writes, total.requests),
      afterWriteShare: share(total.afterWrite.requests, reads),
      rememberedShare: share(reads - total.computed.requests, reads),
      endpoints,
    };
  }
}
