/**
 * How an inventor is named and pictured, everywhere (server messages, every screen, the e2e
 * expectations). Pure functions on plain fields, so the server and the browser share them.
 */

/** The fields the naming rule reads; `{ id }` alone stands for a failed inventor lookup. */
export interface NamedInventor {
  id: number;
  preferred_name?: string | null;
  full_name?: string | null;
}

/** The fields the picture rule reads. */
export interface PicturedInventor {
  image?: string | null;
  avatar?: string | null;
}

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * The inventor's own name: preferred name, else full name, else '' (never made up).
 * Avatars derive their letters from this, so an unnamed inventor gets the default picture.
 */
export function inventorOwnName(inventor: NamedInventor | null | undefined): string {
  return text(inventor?.preferred_name) || text(inventor?.full_name);
}

/**
 * The name shown for an inventor: preferred name, else full name, else `unnamed` — by default
 * the id, which is what a failed inventor lookup (`{ id }` or null beside its id) shows.
 */
export function inventorDisplayName(
  inventor: NamedInventor | null | undefined,
  unnamed?: string | number,
): string {
  return inventorOwnName(inventor) || String(unnamed ?? inventor?.id ?? '');
}

/** The avatar letters: the first two letters of the name in upper case, else 'CN'. */
export function inventorInitials(name: string | null | undefined): string {
  const letters = text(name);
  return letters === '' ? 'CN' : letters.slice(0, 2).toUpperCase();
}

/**
 * The single letter of a compact list avatar (tables, cards): the first letter of the name in
 * upper case, else '' so the avatar falls back to its default picture.
 */
export function inventorLetter(name: string | null | undefined): string {
  return text(name).charAt(0).toUpperCase();
}

/** False for the values the old back end used for "no photo": null, '', 'NULL' and '…/NULL'. */
export function hasImage(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  return value !== '' && value.toUpperCase() !== 'NULL' && !/\/NULL$/i.test(value);
}

/** The inventor's photo: the image, else the avatar, else undefined (no usable photo). */
export function inventorPhoto(inventor: PicturedInventor | null | undefined): string | undefined {
  if (hasImage(inventor?.image)) return inventor.image;
  if (hasImage(inventor?.avatar)) return inventor.avatar;
  return undefined;
}
