import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';
import { isUnsafeMethod, readCookie } from './csrf';

export const TAG_TYPES = [
  'Me',
  'Notification',
  'Activity',
  'Ticket',
  'Patent',
  'CoInventor',
  'Inventor',
  'Affiliation',
  'Comment',
  'NotificationSettings',
  'Attachment',
  'Questionnaire',
  'Review',
  'Rubric',
] as const;

/**
 * '' means same origin. Outside a real browser (jsdom + Node fetch) a relative URL cannot be
 * parsed, so the page origin is spelled out; in a browser both mean the same thing.
 */
export function resolveBaseUrl(): string {
  const { apiBaseUrl } = getRuntimeConfig();
  if (apiBaseUrl !== '') return apiBaseUrl;
  return typeof window !== 'undefined' && window.location ? window.location.origin : '';
}

const methodOf = (arg: string | FetchArgs): string =>
  typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');

const rawBaseQuery = (): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> =>
  fetchBaseQuery({
    baseUrl: resolveBaseUrl(),
    credentials: 'include',
    prepareHeaders: (headers, { arg }) => {
      const token = readCookie('csrftoken');
      if (token && isUnsafeMethod(methodOf(arg))) headers.set('X-CSRFToken', token);
      return headers;
    },
  });

/**
 * Session cookie on every call; the double-submit CSRF header on unsafe methods (docs/api.md).
 * A first visit straight to a public form (e.g. a reset link) has no csrftoken cookie yet:
 * any response sets it, so a cheap GET runs first.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  if (
    isUnsafeMethod(methodOf(args)) &&
    readCookie('csrftoken') === null &&
    typeof document !== 'undefined'
  ) {
    await rawBaseQuery()('/api/health', api, extra);
  }
  return rawBaseQuery()(args, api, extra);
};

/** The one RTK Query api slice of the portal; features add endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type TagType = (typeof TAG_TYPES)[number];
