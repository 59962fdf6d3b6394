import { useSearchInventorsQuery } from '@inventor-portal/shared';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { useDebouncedValue } from '@inventor-portal/shared/ui';

/** Search starts at 2 characters of trimmed input (spec §5). */
export const MIN_SEARCH_LENGTH = 2;
const SEARCH_DELAY_MS = 300;

/**
 * Inventor search for the public create-account screen: the shared password goes in the body
 * (API.md). Name and password are both debounced, so typing the password does not fire a
 * refused search per keystroke. A failed search shows no results, silently (spec §8).
 */
export function useInventorSearch(text: string, sharedPassword: string) {
  const typed = text.trim();
  // A string key: stable between renders, so the pause is not restarted by unrelated renders.
  const settled = useDebouncedValue(JSON.stringify([typed, sharedPassword]), SEARCH_DELAY_MS);
  const [name, password] = JSON.parse(settled) as [string, string];
  const ready =
    typed.length >= MIN_SEARCH_LENGTH && name.length >= MIN_SEARCH_LENGTH && password !== '';
  const query = useSearchInventorsQuery(
    { name, page: 1, page_size: PAGE_SIZES.inventorSearch, shared_password: password },
    { skip: !ready },
  );
  const results = ready && !query.isError ? (query.currentData?.results ?? []) : [];
  return { ready, searching: ready && query.isFetching, results };
}
