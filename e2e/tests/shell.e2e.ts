import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, login, newPage, screenshot } from '../src/browser';
import { unexpectedErrors } from '../src/console';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('app shell', () => {
  it('offers the navigation and account links, highlights the active route and links the avatar to /profile', async () => {
    const { page, context, errors } = await newPage(browser);
    await login(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Tickets', 'Patents', 'CoInventors']) {
      await nav.getByRole('link', { name }).waitFor();
    }
    for (const name of ['Profile', 'Settings'])
      await page.getByRole('link', { name }).first().waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const activeHref = (href: string) =>
      page.waitForFunction(
        (h) =>
          document
            .querySelector('nav[aria-label="Main navigation"] [aria-current="page"]')
            ?.getAttribute('href') === h,
        href,
      );
    await activeHref('/dashboard');
    await nav.getByRole('link', { name: 'Patents' }).click();
    await page.waitForURL('**/patents');
    await activeHref('/patents');
    await expect(
      page.locator('nav[aria-label="Main navigation"] [aria-current="page"]').count(),
    ).resolves.toBe(1);
    await page.getByRole('link', { name: 'Create ticket' }).click();
    await page.waitForURL('**/tickets/create');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('starts collapsed, toggles with Ctrl+B and keeps the choice in the sidebar_state cookie for 7 days', async () => {
    const { page, context } = await newPage(browser);
    await login(page);
    const sidebarWidth = () =>
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .evaluate((el) => el.getBoundingClientRect().width);
    const collapsed = await sidebarWidth();
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.cookie.includes('sidebar_state=true'));
    await page.waitForTimeout(400);
    const expanded = await sidebarWidth();
    expect(expanded).toBeGreaterThan(collapsed + 100);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('true');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);
    await screenshot(page, 'sidebar-expanded');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForTimeout(400);
    expect(await sidebarWidth()).toBeGreaterThan(collapsed + 100);
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.cookie.includes('sidebar_state=false'));
    await context.close();
  });

  it('opens the sidebar as a side sheet on a phone-sized viewport', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await login(page);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Tickets' }).waitFor();
    await screenshot(page, 'mobile-sidebar');
    await nav.getByRole('link', { name: 'Tickets' }).click();
    await page.waitForURL('**/tickets');
    await context.close();
  });

  it('pages the notification bell 3 at a time, marks one and then all as read', async () => {
    const { page, context, errors } = await newPage(browser);
    await login(page);
    const counts = await page.evaluate(async () => {
      const res = await fetch('/api/accounts/notifications/?page=1&page_size=3', {
        credentials: 'include',
      });
      return (await res.json()) as { count: number; results: { is_read: boolean }[] };
    });
    const pages = Math.ceil(counts.count / 3);
    expect(pages).toBeGreaterThan(1);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page
      .getByRole('menu', { name: 'Notifications' })
      .or(page.getByRole('dialog', { name: 'Notifications' }));
    await menu.getByText(`Page 1 of ${pages}`).waitFor();
    await expect(menu.getByText(/ ago$/).count()).resolves.toBe(3);
    await page.waitForTimeout(400); // let the popover's fade-in finish
    await screenshot(page, 'bell-open');
    await menu
      .getByRole('button', { name: 'Previous page' })
      .isDisabled()
      .then((d) => expect(d).toBe(true));
    await menu.getByRole('button', { name: 'Next page' }).click();
    await menu.getByText(`Page 2 of ${pages}`).waitFor();

    await menu.getByRole('button', { name: 'Previous page' }).click();
    await menu.getByText(`Page 1 of ${pages}`).waitFor();
    if (counts.results.some((n) => !n.is_read)) {
      const markOne = page.waitForRequest(
        (r) => r.method() === 'PUT' && /\/api\/accounts\/notifications\/\d+\/?$/.test(r.url()),
      );
      const unread = menu.getByRole('button', { name: /^Unread: / });
      const before = await unread.count();
      await unread.first().click();
      await markOne;
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[role="dialog"][aria-label="Notifications"] [data-unread]')
            .length === n,
        before - 1,
      );
    }
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await page.waitForFunction(async () => {
      const res = await fetch('/api/accounts/notifications/?page=1&page_size=100', {
        credentials: 'include',
      });
      const body = (await res.json()) as { results: { is_read: boolean }[] };
      return body.results.every((n) => n.is_read);
    });
    await expect(markAll.isDisabled()).resolves.toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows a not-found page inside the shell for an unknown route', async () => {
    const { page, context } = await newPage(browser);
    await login(page);
    await page.goto(`${baseUrl()}/no-such-page`);
    await page.getByText('Page not found').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await context.close();
  });
});
