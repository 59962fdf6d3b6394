import type { Browser } from 'playwright-core';
import { createAccountViaApi } from '../src/account-api';
import { launchBrowser, login, newPage, screenshot, waitForTitle } from '../src/browser';
import { unexpectedErrors } from '../src/console';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('dashboard', () => {
  it('greets the inventor and shows the counters, recent activities and recent tickets from the real data', async () => {
    const { page, context, errors } = await newPage(browser);
    await login(page);
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/accounts/me/', { credentials: 'include' });
      return (await res.json()) as {
        inventor: {
          preferred_name: string;
          patents_count: number;
          tickets_count: number;
          co_inventors_count: number;
        };
      };
    });
    await waitForTitle(page, 'Dashboard | Inventor Portal');
    await page.getByText(me.inventor.preferred_name, { exact: false }).first().waitFor();
    const submit = page.getByRole('link', { name: 'Submit Your Patent' });
    expect(await submit.getAttribute('href')).toBe('/tickets/create');

    const counters = page.getByRole('group', { name: 'Counters' });
    const counterText = await counters.innerText();
    expect(counterText).toContain('Patents');
    expect(counterText).toContain('Tickets');
    expect(counterText).toContain('Co-Inventors');
    for (const n of [
      me.inventor.patents_count,
      me.inventor.tickets_count,
      me.inventor.co_inventors_count,
    ]) {
      expect(counterText).toContain(String(n));
    }

    await page.getByText('Recent Activities').waitFor();
    await page.getByText(/ ago$/).first().waitFor();
    await page.getByText('Your recent patent ticket submissions').waitFor();
    const viewAll = page.getByRole('link', { name: 'View all' });
    expect(await viewAll.getAttribute('href')).toBe('/tickets');
    // Status badges of the recent tickets, capitalised.
    await page
      .getByText(/^(Pending|Approved|Refused)$/)
      .first()
      .waitFor();
    await screenshot(page, 'dashboard');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("shows 'No tickets found.' and zero counters for an inventor with nothing yet", async () => {
    const { page, context } = await newPage(browser);
    // A fresh account (public create-account API, manager password; its owner chose a password).
    const credentials = await createAccountViaApi({
      preferred_name: 'Fresh Inventor',
      affiliation: 'UIR',
    });
    await login(page, credentials);
    await page.getByText('No tickets found.').waitFor();
    const counterText = await page.getByRole('group', { name: 'Counters' }).innerText();
    expect(counterText.match(/\d+/g)).toEqual(['0', '0', '0']);
    await context.close();
  });
});
