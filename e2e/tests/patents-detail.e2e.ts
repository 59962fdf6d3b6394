import type { Page } from 'playwright-core';
import { allPatents, apiGet, type ApiPatent } from '../src/api';
import { baseUrl, screenshot, waitForTitle } from '../src/browser';
import { bodyRows, dataTable, waitForRowCount } from '../src/data-table';
import { unexpectedConsoleErrors } from '../src/session';
import { useBrowserSuite } from '../src/suite';

const { signIn } = useBrowserSuite();

/** A link that opens in a new tab without handing the opener or the referrer over. */
async function expectNewTabLink(page: Page, name: string, href: string): Promise<void> {
  const link = page.getByRole('link', { name, exact: true });
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(
    expect.arrayContaining(['noopener', 'noreferrer']),
  );
}

test('a table row opens the patent detail: title, documents in new tabs, View Schema links', async () => {
  const s = await signIn();
  const { page } = s;
  const { results } = await allPatents(page);
  const target = results.find((p) => p.schemas.length > 1 && p.delivery_document);
  if (!target) throw new Error('the demo data has no patent with schemas and a delivery document');

  await page.goto(`${baseUrl()}/patents?view=table`);
  const table = dataTable(page, 'Patents');
  await waitForRowCount(table, results.length);
  await bodyRows(table)
    .filter({ hasText: target.title })
    .first()
    .getByText(target.title, { exact: true })
    .click();
  await page.waitForURL(`**/patents/${target.id}`);

  await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
  const detail = await apiGet<ApiPatent>(page, `/api/inventors/patent/${target.id}`);
  await waitForTitle(page, `${target.title} | Inventor Portal`);
  await expectNewTabLink(page, 'View Deposit Document', detail.deposit_document ?? '');
  await expectNewTabLink(page, 'View Research Report', detail.research_report_document ?? '');
  await expectNewTabLink(page, 'View Delivery Document', detail.delivery_document ?? '');
  const schemas = page.getByRole('region', { name: 'Schemas' });
  for (const [index, url] of detail.schemas.entries())
    await expectNewTabLink(page, `View Schema ${index + 1}`, url);
  expect(await schemas.getByRole('link').count()).toBe(detail.schemas.length);
  await screenshot(page, 'patent-detail');
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('a patent without schemas says No schemas available.', async () => {
  const s = await signIn();
  const { page } = s;
  const target = (await allPatents(page)).results.find((p) => p.schemas.length === 0);
  if (!target) throw new Error('the demo data has no patent without schemas');

  await page.goto(`${baseUrl()}/patents/${target.id}`);
  await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
  await page
    .getByRole('region', { name: 'Schemas' })
    .getByText('No schemas available.', { exact: true })
    .waitFor();
  expect(await page.getByRole('link', { name: /^View Schema/ }).count()).toBe(0);
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});
