import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { HttpError } from './http-error';
import type { IssueAnswer } from './validation';

export interface PageParams {
  page: number;
  pageSize: number;
  offset: number;
}

const MAX_PAGE = 1_000_000_000;

/** A positive integer, the fallback when absent or empty, NaN otherwise (Number() rules: ' 7 ' is 7). */
function positiveInt(value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return NaN;
  return n;
}

interface PageRefusal {
  field?: 'page' | 'page_size';
  detail: string;
  status: number;
}

/**
 * `page` (default 1) and `page_size` (default 12, larger than 100 clamped to 100), checked in
 * that order and stopping at the first fault, so a request has one answer however many are wrong.
 */
function readPage(page: unknown, pageSize: unknown, defaultSize: number): PageParams | PageRefusal {
  const p = positiveInt(page, 1);
  const size = positiveInt(pageSize, defaultSize);
  if (Number.isNaN(p)) return { field: 'page', detail: 'Invalid page.', status: 400 };
  if (Number.isNaN(size)) return { field: 'page_size', detail: 'Invalid page size.', status: 400 };
  // No list has a billion pages: a larger number is past the end (and would overflow OFFSET).
  if (p > MAX_PAGE) return { detail: 'Invalid page.', status: 404 };
  const clamped = Math.min(size, PAGE_SIZES.max);
  return { page: p, pageSize: clamped, offset: (p - 1) * clamped };
}

const INVALID_INTEGER = 'A valid integer is required.';

/**
 * A page parameter as the query string holds it (a string, a list when repeated): any value is
 * taken here and judged by `readPage`, so the answers stay those of every list. The metadata is
 * what the OpenAPI document shows.
 */
const pageValue = (description: string, fallback: number) =>
  z.unknown().optional().meta({ type: 'integer', minimum: 1, default: fallback, description });

/**
 * The query schema of a paged list: `shape` (the list's own parameters, validated first) plus
 * `page` and `page_size`, answered as `paging`. Use it as the route's `querystring`.
 *
 *   schema: { querystring: pageQuery({ search: z.string().optional() }) }
 *   handler: const { search, paging } = request.query;
 */
export function pageQuery<S extends z.ZodRawShape = Record<never, never>>(
  shape?: S,
  defaultSize: number = PAGE_SIZES.default,
) {
  return z
    .object({
      ...(shape ?? ({} as S)),
      page: pageValue('Page number, from 1.', 1),
      page_size: pageValue(
        `Results per page (larger than ${PAGE_SIZES.max} is clamped).`,
        defaultSize,
      ),
    })
    .transform((query, ctx) => {
      // Reflect: TypeScript cannot see the two keys through the generic shape's mapped type.
      const paging = readPage(
        Reflect.get(query, 'page'),
        Reflect.get(query, 'page_size'),
        defaultSize,
      );
      if ('detail' in paging) {
        ctx.addIssue({
          code: 'custom',
          message: paging.field ? INVALID_INTEGER : paging.detail,
          path: paging.field ? [paging.field] : [],
          params: { status: paging.status, detail: paging.detail } satisfies IssueAnswer,
        });
        return z.NEVER;
      }
      return { ...query, paging };
    });
}

/**
 * @deprecated Declare `querystring: pageQuery(...)` and read `request.query.paging`. Kept while
 * routes move to declared schemas; same answers.
 */
export function pageParams(
  request: FastifyRequest,
  defaultSize: number = PAGE_SIZES.default,
): PageParams {
  const query: unknown = request.query;
  const record: Record<string, unknown> =
    query !== null && typeof query === 'object' ? { ...query } : {};
  const paging = readPage(record.page, record.page_size, defaultSize);
  if (!('detail' in paging)) return paging;
  throw new HttpError(
    paging.status,
    paging.detail,
    paging.field && paging.status === 400 ? { [paging.field]: [INVALID_INTEGER] } : {},
  );
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/** Builds `{count, next, previous, results}`; a page past the end is `404 Invalid page.` */
export function paged<T>(request: FastifyRequest, params: PageParams, count: number, results: T[]) {
  const lastPage = Math.max(1, Math.ceil(count / params.pageSize));
  if (params.page > lastPage) throw new HttpError(404, 'Invalid page.');
  return {
    count,
    next: params.page < lastPage ? pageUrl(request, params.page + 1) : null,
    previous: params.page > 1 ? pageUrl(request, params.page - 1) : null,
    results,
  };
}
