/**
 * axe-core accessibility checks of an open page, run inside the page itself.
 *
 * `@axe-core/playwright`'s `analyze()` injects axe into every frame, runs it
 * in parts, ships every partial result (passes included) back to Node and
 * finishes the run in a second, blank page: 5–25 s a page on this machine,
 * where one `axe.run()` in the page takes 0.4–5 s with the same rules and the
 * same violations. Our pages have no frames; a page that has one is still
 * checked in full, through AxeBuilder.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A/AA rules and axe's best practices: what every page of the site must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Violation {
  id: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Each violation as "rule-id: up to three of its elements' selectors" (empty when the page passes). */
function describeViolations(violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** The page's axe violations of AXE_TAGS, described as describeViolations does. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) {
    const r = await new AxeBuilder({ page: page as never }).withTags(AXE_TAGS).analyze();
    return describeViolations(r.violations);
  }
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const w = window as unknown as { axe: typeof axe };
    const r = await w.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only violations are reported; passes would be collected and thrown away.
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, AXE_TAGS);
  return describeViolations(violations);
}
