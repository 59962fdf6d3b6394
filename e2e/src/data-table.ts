import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually';

/** The shared DataTable by its accessible name ('Tickets', 'Patents'). */
export const dataTable = (page: Page, name: string): Locator =>
  page.getByRole('table', { name, exact: true });

export const bodyRows = (table: Locator): Locator => table.locator('tbody tr');

/** Waits until the skeleton rows are gone and `count` data rows show. */
export async function waitForRowCount(table: Locator, count: number): Promise<void> {
  await eventually(async () => {
    const busy = await table.locator('tbody[aria-busy="true"]').count();
    const rows = await bodyRows(table).count();
    if (busy > 0 || rows !== count)
      throw new Error(`table shows ${rows} rows (busy: ${busy > 0}), expected ${count}`);
  });
}

/** Header labels of the data columns, left to right (selection column left out). */
export async function columnHeaders(table: Locator): Promise<string[]> {
  const names = await table
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map(
        (cell) =>
          cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent?.trim() ?? '',
      ),
    );
  return names.filter((name) => name !== '');
}

/** Text of one column in every body row; `column` is its header label. */
export async function columnTexts(table: Locator, column: string): Promise<string[]> {
  const headers = await table
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map(
        (cell) =>
          cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent?.trim() ?? '',
      ),
    );
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`no column '${column}' in [${headers.join(', ')}]`);
  return bodyRows(table).evaluateAll(
    (rows, at) =>
      rows.map((row) => (row.children[at] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    index,
  );
}

/** Turns one column off in the 'Columns' chooser, then closes the menu. */
export async function hideColumn(page: Page, header: string): Promise<void> {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const toggle = page
    .getByRole('menu')
    .getByRole('switch', { name: `Toggle visibility ${header}`, exact: true });
  await toggle.click();
  await eventually(async () => {
    if (await toggle.isChecked()) throw new Error(`${header} still visible`);
  });
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** Export menu → 'CSV' or 'Excel'. */
export async function chooseExport(page: Page, format: 'CSV' | 'Excel'): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: format, exact: true }).click();
}
