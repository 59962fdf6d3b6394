import type { Language } from '@inventor-portal/shared/schemas';

/** A stored language as the API answers it: `fr`, else `en`. */
export const asLanguage = (value: string): Language => (value === 'fr' ? 'fr' : 'en');

/**
 * The best of the portal's languages an `Accept-Language` header names (the highest q), else
 * `en`: a new account's language, and the language of answers to a caller without a session.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const item of (header ?? '').slice(0, 500).split(',')) {
    const [tag, ...params] = item.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'en' && primary !== 'fr') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}
