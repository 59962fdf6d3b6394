/** True only for absolute http(s) URLs: anything else (javascript:, data:, plain text) is never a link. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where the portal serves the files the office uploaded (deposit PDFs, schema images). */
const PORTAL_FILES_PATH = /^\/api\/files\/[\w./-]+$/;

/**
 * True for what may become a link: an absolute http(s) URL, or a file the portal itself serves
 * (`/api/files/...`, same origin, shown only to whom the server allows).
 */
export function isLinkableUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  const trimmed = value.trim();
  const portalFile = PORTAL_FILES_PATH.test(trimmed) && !trimmed.includes('..');
  return portalFile || isHttpUrl(trimmed);
}
