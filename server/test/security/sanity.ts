import type { LightMyRequestResponse } from 'fastify';

/** What every answer to hostile input must be: no 5xx, and a JSON `detail` on every 4xx. */
export function saneProblems(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `status ${res.statusCode} without JSON: ${String(res.headers['content-type'])}`;
  }
  try {
    const body = JSON.parse(res.body) as { detail?: unknown };
    if (typeof body.detail !== 'string' || body.detail.length === 0)
      return `status ${res.statusCode} without detail: ${res.body.slice(0, 300)}`;
  } catch {
    return `status ${res.statusCode} with unparsable body`;
  }
  return null;
}

/** Throws (so fast-check shrinks and reports the input) when an answer is not sane. */
export function assertSane(res: LightMyRequestResponse, what: string): void {
  const problem = saneProblems(res);
  if (problem) throw new Error(`${what} → ${problem}`);
}
