/** False for the values the old back end used for "no photo": null, '', '/NULL' (and '…/NULL'). */
export function hasImage(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  return value !== '' && value.toUpperCase() !== 'NULL' && !/\/NULL$/i.test(value);
}

/** First two letters of a name in upper case; 'CN' when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const letters = (name ?? '').trim();
  return letters === '' ? 'CN' : letters.slice(0, 2).toUpperCase();
}
