import { getRuntimeConfig } from '@inventor-portal/shared';

/**
 * Where a stored document or schema URL opens: an http(s) URL as it is, one of our uploads
 * (`/api/files/...`) on the API's origin; anything else is not a link (null).
 */
export function fileHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/api/files/')) return `${getRuntimeConfig().apiBaseUrl}${url}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
