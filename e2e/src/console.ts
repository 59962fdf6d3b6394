/**
 * The one console error a real visit produces by design: the first `me` call of a signed-out
 * visitor answers 401 ("signed out" is how the guard learns it).
 */
const EXPECTED = [/Failed to load resource: the server responded with a status of 401/];

export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !EXPECTED.some((re) => re.test(e)));
}
