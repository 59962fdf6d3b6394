import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The impacts that fail a screen. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The first few target selectors of the offending nodes. */
  targets: string[];
}

/**
 * A context whose pages can run axe. The server's CSP (script-src 'self') blocks the inline
 * script tag axe is injected with, so these contexts bypass CSP; the other suites keep it.
 */
export async function newAxeContext(
  browser: Browser,
  viewport = { width: 1366, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Runs axe on the whole document and returns the serious and critical violations. */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const { axe: injectedAxe } = window as unknown as { axe: typeof axe };
    const results = await injectedAxe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
    }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact));
}

/** One line per finding: id, impact, help and the first targets. */
export const describeFindings = (findings: readonly AxeFinding[]): string[] =>
  findings.map((f) => `${f.id} [${f.impact}] ${f.help} -> ${f.targets.join(' | ')}`);
