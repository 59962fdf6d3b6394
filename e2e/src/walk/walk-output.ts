import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../server-process';
import { SCREENSHOT_SCREENS } from './screens';
import type { Screen, Walk } from './types';

/** Every screen's findings of the last run, for people reading rather than asserting. */
export const FINDINGS_LOG = path.join(REPO_ROOT, 'e2e', 'test-results', 'language-walk.log');

export const screenLabel = (walk: Walk, screen: Screen): string =>
  `${screen.name} [${walk.language}, ${walk.width} px]`;

/** E2E_FR_SCREENSHOTS=1 (or a folder): the French dashboard, patent detail and create ticket at 1440 px. */
export async function keepScreenshot(walk: Walk, screen: Screen): Promise<void> {
  const dir = process.env.E2E_FR_SCREENSHOTS;
  if (!dir || walk.language !== 'fr' || walk.width !== 1440) return;
  if (!SCREENSHOT_SCREENS.includes(screen.id)) return;
  const target = dir === '1' ? '/tmp/fr-screens' : dir;
  fs.mkdirSync(target, { recursive: true });
  await walk.page.screenshot({ path: path.join(target, `${screen.id}.png`), fullPage: true });
}

/** Appends one screen's problems, and where its time went, to FINDINGS_LOG. */
export function logFindings(
  walk: Walk,
  screen: Screen,
  problems: readonly string[],
  timings: Record<string, number>,
): void {
  fs.mkdirSync(path.dirname(FINDINGS_LOG), { recursive: true });
  const times = Object.entries(timings)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ');
  const head = `${screenLabel(walk, screen)}: ${problems.length} problem(s) (${times})`;
  fs.appendFileSync(FINDINGS_LOG, [head, ...problems.map((p) => `    ${p}`), ''].join('\n'));
}
