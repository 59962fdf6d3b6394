import type { Browser, Page } from 'playwright-core';
import { DEMO, login, newPage, type TrackedPage } from './browser';

export interface ConsoleError {
  text: string;
  /** URL the error points at: the failed resource for network errors, else the script. */
  url: string;
}

/** A signed-in page that also records where each console error comes from. */
export interface Session extends TrackedPage {
  consoleErrors: ConsoleError[];
}

/** An expected network failure: its HTTP status and the request path. */
export interface AllowedFailure {
  status: number;
  path: RegExp;
}

const STATUS_OF = /the server responded with a status of (\d{3})/;
const ME_PATH = /^\/api\/accounts\/me\/?$/;
const TIMEOUT_MS = 15_000;

/** Own browser context (own cookies), console tracking, then the login form as `user`. */
export async function openSession(
  browser: Browser,
  user: { email: string; password: string } = DEMO,
): Promise<Session> {
  const tracked = await newPage(browser);
  tracked.context.setDefaultTimeout(TIMEOUT_MS);
  const consoleErrors = recordConsoleErrors(tracked.page);
  await login(tracked.page, user);
  return { ...tracked, consoleErrors };
}

/** Console errors and uncaught page errors of `page` from now on, with where each comes from. */
export function recordConsoleErrors(page: Page): ConsoleError[] {
  const consoleErrors: ConsoleError[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push({ text: msg.text(), url: msg.location().url });
  });
  page.on('pageerror', (err) => consoleErrors.push({ text: err.message, url: '' }));
  return consoleErrors;
}

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const matches = (error: ConsoleError, failure: AllowedFailure): boolean => {
  const status = STATUS_OF.exec(error.text)?.[1];
  return status === String(failure.status) && failure.path.test(pathOf(error.url));
};

/**
 * Console errors nobody expects. Expected: the one 401 of the first `me` call while signed out
 * (before the login), and any failure the test names in `allowed`.
 */
export function unexpectedConsoleErrors(
  session: Session,
  allowed: readonly AllowedFailure[] = [],
): string[] {
  return unexpectedAmong(session.consoleErrors, allowed);
}

/**
 * The same filter over any list of console errors (one screen's share of a long walk);
 * `signedOut: false` when the list cannot hold the signed-out visitor's 401 on `me`.
 */
export function unexpectedAmong(
  errors: readonly ConsoleError[],
  allowed: readonly AllowedFailure[] = [],
  { signedOut = true }: { signedOut?: boolean } = {},
): string[] {
  let signedOutMeSeen = !signedOut;
  return errors
    .filter((error) => {
      if (!signedOutMeSeen && matches(error, { status: 401, path: ME_PATH })) {
        signedOutMeSeen = true;
        return false;
      }
      return !allowed.some((failure) => matches(error, failure));
    })
    .map((error) => (error.url ? `${error.text} (${error.url})` : error.text));
}
