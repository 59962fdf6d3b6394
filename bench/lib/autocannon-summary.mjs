/** The figures the bench keeps of one autocannon run (timeouts count as errors). */
export const autocannonSummary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  total: r.requests.total,
});
