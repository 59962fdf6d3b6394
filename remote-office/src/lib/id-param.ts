/** A positive record id from the address (`?actor=10`, `/inventors/7`), else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
