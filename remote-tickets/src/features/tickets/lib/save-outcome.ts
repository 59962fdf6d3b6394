import type { SaveOutcome } from '../hooks/use-autosave';

/**
 * An autosave that failed: the network or the server being away (no answer, 5xx, 429) is
 * worth retrying; any other answer (400, 403, 404) would only be refused again.
 */
export function failedSaveOutcome(error: unknown): Exclude<SaveOutcome, 'saved'> {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number') return status >= 500 || status === 429 ? 'network' : 'rejected';
  return 'network';
}
