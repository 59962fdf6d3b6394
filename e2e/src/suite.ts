import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser } from './browser';
import { openSession, type Session } from './session';

/**
 * One browser per test file, one fresh context (own cookies, own login) per test: registers the
 * jest hooks and hands out `signIn`, whose context is closed after the test.
 */
export function useBrowserSuite(): {
  signIn: (user?: { email: string; password: string }) => Promise<Session>;
} {
  let browser: Browser | undefined;
  const open: Session[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const session of open.splice(0)) await session.context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    signIn: async (user = DEMO) => {
      if (!browser) throw new Error('browser not launched yet');
      const session = await openSession(browser, user);
      open.push(session);
      return session;
    },
  };
}
