const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Value of a readable cookie, or null when absent. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

export const isUnsafeMethod = (method: string | undefined): boolean =>
  UNSAFE_METHODS.has((method ?? 'GET').toUpperCase());
