import type { Paged } from '@inventor-portal/shared/schemas';

/** The largest page the API serves (API.md "Lists"): the fewest requests for a whole list. */
export const EXPORT_PAGE_SIZE = 100;
/** Pages asked at once after the first: quick, without flooding a server other staff use. */
const PARALLEL = 4;

/**
 * Every row of a paged list: page 1 gives the count, the other pages follow a few at a time and
 * keep their order. Rejects when any page fails (a partial export would mislead).
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Paged<T>>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<T[]> {
  const first = await fetchPage(1, pageSize);
  const pageCount = Math.ceil(first.count / pageSize);
  const pages: T[][] = [first.results];
  for (let start = 2; start <= pageCount; start += PARALLEL) {
    const batch = Array.from(
      { length: Math.min(PARALLEL, pageCount - start + 1) },
      (_, i) => start + i,
    );
    const results = await Promise.all(batch.map((page) => fetchPage(page, pageSize)));
    pages.push(...results.map((result) => result.results));
  }
  return pages.flat();
}
