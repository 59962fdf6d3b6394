import { AxeBuilder } from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA (with the 2.0 and 2.1 levels it builds on) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Nodes listed per rule; the rest are counted. */
const NODES_SHOWN = 4;

/** axe's own reason for one node, on one line ("Element has insufficient color contrast of ..."). */
const reasonOf = (node: NodeResult): string =>
  [...node.any, ...node.all, ...node.none]
    .map((check) => check.message)
    .filter((message) => message !== '')
    .join('; ');

const targetOf = (node: NodeResult): string => node.target.map(String).join(' >> ');

/** The start of the node's markup without its generated classes: `<th scope="col" ...>`. */
const markupOf = (node: NodeResult): string => {
  const markup = node.html.replace(/\s(class|style)="[^"]*"/g, '').replace(/\s+/g, ' ');
  return markup.length > 90 ? `${markup.slice(0, 90)}…` : markup;
};

/** One line per violation: rule, impact, help, then each offending node with axe's reason. */
export function describeViolation(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, NODES_SHOWN)
    .map((n) => `${targetOf(n)} ${markupOf(n)}: ${reasonOf(n)}`);
  const more = violation.nodes.length - NODES_SHOWN;
  if (more > 0) nodes.push(`(+${more} more)`);
  return `axe ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} -> ${nodes.join(' | ')}`;
}

/**
 * Runs axe on the whole page (and its same-origin frames: the portal has none); every
 * violation, whatever its impact. Two settings make a scan about 8 times faster with the same
 * rules and findings (measured on the patents table, 30 rows: 8-10 s before, about 1 s after):
 * - legacy mode runs `axe.run` in the page itself. Otherwise @axe-core/playwright runs axe in
 *   each frame, then opens a blank page, injects axe there again and hands it every partial
 *   result to merge: most of the time went there. What legacy mode gives up, frames of another
 *   origin, the portal does not have.
 * - `resultTypes: ['violations']`: axe builds the selector and markup of the nodes that
 *   violate a rule only, not of the thousands that pass. (`options` before `withTags`: it
 *   replaces the options `withTags` adds to.)
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}
