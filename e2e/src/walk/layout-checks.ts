import type { Page } from 'playwright-core';

/** What the page measures once settled: its width against the window's, and its h1s. */
interface Layout {
  scrollWidth: number;
  innerWidth: number;
  /** The text of every h1 in the document. */
  headings: string[];
  /** The outermost elements reaching past the window's right edge (when it scrolls sideways). */
  overflowing: string[];
}

/** Outermost offenders listed; a failure names where to look, not every descendant. */
const OVERFLOWING_SHOWN = 4;

const measure = (page: Page): Promise<Layout> =>
  page.evaluate((shown) => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const headings = Array.from(document.querySelectorAll('h1'), (h) =>
      (h.textContent ?? '').trim(),
    );
    const overflowing: string[] = [];
    if (scrollWidth > innerWidth) {
      const past = (el: Element) => el.getBoundingClientRect().right > innerWidth + 0.5;
      // An element is listed when it reaches past the edge and its parent does not.
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (overflowing.length >= shown) break;
        if (!past(el) || (el.parentElement && past(el.parentElement))) continue;
        const { left, width } = el.getBoundingClientRect();
        const classes = Array.from(el.classList)
          .filter((c) => !c.startsWith('css-'))
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        const role = el.getAttribute('role');
        const text = (el.textContent ?? '').trim().slice(0, 40);
        overflowing.push(
          `<${el.tagName.toLowerCase()}${classes}${role ? ` role=${role}` : ''}> ` +
            `from x=${Math.round(left)}, ${Math.round(width)} px wide "${text}"`,
        );
      }
    }
    return { scrollWidth, innerWidth, headings, overflowing };
  }, OVERFLOWING_SHOWN);

/**
 * Issue "Platform" 7: the page does not scroll sideways (`scrollWidth <= innerWidth`) and has
 * exactly one h1. Read once the screen has settled, so nothing still loading skews it.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const { scrollWidth, innerWidth, headings, overflowing } = await measure(page);
  const problems: string[] = [];
  if (scrollWidth > innerWidth)
    problems.push(
      `scrolls sideways: document ${scrollWidth} px wide in a ${innerWidth} px window; ` +
        `past the edge: ${overflowing.join(' | ')}`,
    );
  if (headings.length !== 1)
    problems.push(`${headings.length} h1 on the page, expected 1: ${JSON.stringify(headings)}`);
  return problems;
}
