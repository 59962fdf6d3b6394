import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../src/browser';
import { axeViolations, describeViolation } from '../src/walk/axe-scan';
import { waitUntilSettled } from '../src/walk/settle';

/**
 * The walks' axe scan (src/walk/axe-scan.ts) passes every screen; this shows it can fail. On the
 * real login page, a few planted defects each come back as the violation axe names them: the
 * scan's faster settings (legacy mode, violations only) must not hide any of them.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('finds an image without text, an unlabelled field and low-contrast text on a real page', async () => {
  const { page, context } = await newPage(browser);
  try {
    await page.goto(`${baseUrl()}/login`);
    await page.locator('[name="email"]').waitFor();
    await waitUntilSettled(page);
    expect((await axeViolations(page)).map(describeViolation)).toEqual([]);

    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      const image = document.createElement('img');
      image.src = '/favicon.ico';
      const field = document.createElement('input');
      field.type = 'text';
      const faint = document.createElement('p');
      faint.textContent = 'Barely visible';
      faint.style.color = '#eeeeee';
      faint.style.background = '#ffffff';
      main.append(image, field, faint);
    });
    const found = await axeViolations(page);
    expect(found.map((violation) => violation.id).sort()).toEqual([
      'color-contrast',
      'image-alt',
      'label',
    ]);
    expect(describeViolation(found[0])).toMatch(/^axe [\w-]+ \[(serious|critical)\] .+ -> .+/);
  } finally {
    await context.close();
  }
});
