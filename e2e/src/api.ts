import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** GET on the real API with the page's cookies (its session); throws on a non-2xx answer. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl()}${path}`);
  if (!response.ok())
    throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Status code of a GET with the page's cookies. */
export async function apiStatus(page: Page, path: string): Promise<number> {
  return (await page.request.get(`${baseUrl()}${path}`)).status();
}

export interface Paged<T> {
  count: number;
  results: T[];
}

export interface ApiInventorSummary {
  id: number;
  preferred_name: string | null;
  full_name: string | null;
}

export interface ApiTicket {
  id: number;
  title: string;
  inventors: number[];
  co_applications: string[];
  status: string;
  drawings: string | null;
  submitter?: number | null;
}

export interface ApiPatent {
  id: number;
  title: string;
  deposit_date: string | null;
  schemas: string[];
  deposit_document: string | null;
  research_report_document: string | null;
  delivery_document: string | null;
}

export interface ApiPatentListItem extends ApiPatent {
  inventors: ApiInventorSummary[];
}

/** Every ticket of the signed-in user (the list screen loads page 1 of size 100 too). */
export const allTickets = (page: Page) =>
  apiGet<Paged<ApiTicket>>(page, '/api/inventors/tickets/?page=1&page_size=100');

export const allPatents = (page: Page) =>
  apiGet<Paged<ApiPatentListItem>>(page, '/api/inventors/patents?page=1&page_size=100');

/** The portal's own naming rule (one argument: it is used with `Array.map`). */
export const inventorLabel = (inventor: ApiInventorSummary): string =>
  inventorDisplayName(inventor);
