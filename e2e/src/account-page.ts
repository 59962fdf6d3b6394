import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, type TrackedPage } from './browser';
import { unexpectedErrors } from './console';

export interface LocatedError {
  text: string;
  /** The failed resource for a network error, else the script. */
  url: string;
}

export interface AccountPage extends TrackedPage {
  located: LocatedError[];
}

/** A request failure a test provokes on purpose (wrong password...): its status and path. */
export interface ExpectedFailure {
  status: number;
  path: string;
}

const TIMEOUT_MS = 15_000;

/** Own context (own cookies) and page; console errors are also recorded with their URL. */
export async function newAccountPage(browser: Browser): Promise<AccountPage> {
  const tracked = await newPage(browser);
  tracked.context.setDefaultTimeout(TIMEOUT_MS);
  const located: LocatedError[] = [];
  tracked.page.on('console', (msg) => {
    if (msg.type() === 'error') located.push({ text: msg.text(), url: msg.location().url });
  });
  tracked.page.on('pageerror', (err) => located.push({ text: err.message, url: '' }));
  return { ...tracked, located };
}

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * Console errors nobody expects: unexpectedErrors() of what is left once each provoked failure
 * took away exactly one matching "status N" network error.
 */
export function consoleProblems(
  tracked: AccountPage,
  provoked: readonly ExpectedFailure[] = [],
): string[] {
  const left = [...tracked.located];
  for (const failure of provoked) {
    const index = left.findIndex(
      (e) =>
        e.text.includes(`the server responded with a status of ${failure.status}`) &&
        pathOf(e.url) === failure.path,
    );
    if (index >= 0) left.splice(index, 1);
  }
  return unexpectedErrors(left.map((e) => (e.url ? `${e.text} (${e.url})` : e.text)));
}

/** The header's avatar link to /profile (photo, else initials). */
export const headerAvatar = (page: Page): Locator =>
  page.getByRole('banner').locator('a[href="/profile"]');
