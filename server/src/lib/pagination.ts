import type { FastifyRequest } from 'fastify';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { HttpError } from './http-error';

export interface PageParams {
  page: number;
  pageSize: number;
  offset: number;
}

const MAX_PAGE = 1_000_000_000;

function positiveInt(value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return NaN;
  return n;
}

/** `page` (default 1) and `page_size` (default 12, larger than 100 clamped to 100). */
export function pageParams(request: FastifyRequest, defaultSize: number = PAGE_SIZES.default): PageParams {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const page = positiveInt(query.page, 1);
  const size = positiveInt(query.page_size, defaultSize);
  if (Number.isNaN(page)) throw new HttpError(400, 'Invalid page.', { page: ['A valid integer is required.'] });
  if (Number.isNaN(size)) {
    throw new HttpError(400, 'Invalid page size.', { page_size: ['A valid integer is required.'] });
  }
  // No list has a billion pages: a larger number is past the end (and would overflow OFFSET).
  if (page > MAX_PAGE) throw new HttpError(404, 'Invalid page.');
  const pageSize = Math.min(size, PAGE_SIZES.max);
  return { page, pageSize, offset: (page - 1) * pageSize };
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
