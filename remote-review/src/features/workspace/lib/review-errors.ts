/** The `code` of an error response (`two_factor_required`, `conflict_declaration_required`). */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  const { code } = data as { code: unknown };
  return typeof code === 'string' ? code : null;
}

export const statusOf = (error: unknown): number | string | null =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status: number | string }).status
    : null;
