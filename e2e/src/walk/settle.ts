import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/**
 * True once nothing on the page is still on its way: no skeleton, no busy region (the portal
 * marks loading areas `aria-busy`), no spinner, every image and font loaded, and no finite
 * animation running (axe reads colours mid-fade otherwise).
 */
const settledNow = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const loading = document.querySelector(
      '.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"], .MuiCircularProgress-root',
    );
    if (loading) return false;
    if (document.fonts.status !== 'loaded') return false;
    if (Array.from(document.images).some((img) => !img.complete)) return false;
    return document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      );
  });

/** Waits until the page is settled twice in a row, 150 ms apart. */
export async function waitUntilSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  await eventually(
    async () => {
      if (!(await settledNow(page))) throw new Error('the page is still loading or animating');
      await page.waitForTimeout(150);
      if (!(await settledNow(page))) throw new Error('the page is still loading or animating');
    },
    timeoutMs,
    100,
  );
}

/** Goes to `path` unless the page is there already. */
export async function ensureAt(page: Page, baseUrl: string, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(`${baseUrl}${path}`);
}
